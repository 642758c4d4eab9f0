/**
 * The game master's words (B.2–B.6): every event rendered in the original's wording, in
 * English and Russian (German: `announce-de.ts`). "Walked onto land, found a
 * treasure", "Cannot move - hit a wall", "Walked into a river, carried by the flow",
 * "A scream is heard!"…
 */
import type { Locale } from '@daedalus/core';
import { describeEventDe } from './announce-de.ts';
import {
  cellName,
  cellTypeWord,
  countOf,
  dirWord,
  foundList,
  itemWord,
  type Lang,
  langOf,
  ruPlural,
  seatName,
  wallWord,
} from './phrases.ts';
import type { LabyrinthEvent, StatusSnapshot } from './types.ts';
import { formatAction } from './words/format.ts';

type Ev<T extends LabyrinthEvent['type']> = Extract<LabyrinthEvent, { type: T }>;

const screamsText = (n: number, l: Lang): string => {
  if (l === 'ru')
    return n === 0
      ? 'крика не слышно'
      : n === 1
        ? 'слышен крик!'
        : `слышно ${n} ${ruPlural(n, 'крик', 'крика', 'криков')}!`;
  return n === 0 ? 'no scream is heard' : n === 1 ? 'a scream is heard!' : `${n} screams are heard!`;
};

/** Ends a text with a full stop unless it already ends with a mark of its own. */
const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const many = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function movementText(e: Ev<'labyrinth/movement'>, l: Lang): string {
  const ru = l === 'ru';
  const parts: string[] = [];
  if (e.returned) parts.push(ru ? 'Вернулся в лабиринт' : 'Came back into the labyrinth');
  if (e.exit !== null) {
    const out = ru ? 'Вышел из лабиринта' : 'Walked out of the labyrinth';
    if (e.exit === 'true')
      return ru ? `${out} с настоящим сокровищем — победа!` : `${out} with the true treasure — victory!`;
    if (e.exit === 'fake')
      return ru
        ? `${out} — сокровище рассыпалось в прах; следующим ходом надо вернуться`
        : `${out} — the treasure crumbled to ashes; you must come back on your next move`;
    return ru ? `${out}; следующим ходом надо вернуться` : `${out}; you must come back on your next move`;
  }
  const type = e.cellType;
  const into = (t: NonNullable<typeof type>): string => {
    if (ru) {
      const where: Record<string, string> = {
        land: 'Вышел на сушу',
        hospital: 'Пришёл в госпиталь',
        weaponry: 'Пришёл в арсенал',
        pit: 'Попал в яму',
        river: 'Попал в реку',
        delta: 'Пришёл в дельту',
        encephalitis: 'Попал на клетку энцефалита',
      };
      return where[t] as string;
    }
    const where: Record<string, string> = {
      land: 'Walked onto land',
      hospital: 'Walked into a hospital',
      weaponry: 'Walked into a weaponry',
      pit: 'Walked into a pit',
      river: 'Walked into a river',
      delta: 'Walked into a delta',
      encephalitis: 'Walked into an encephalitis cell',
    };
    return where[t] as string;
  };
  const toWhere = type === 'delta' ? (ru ? ' в дельту' : ' to a delta') : ru ? ' в реку' : ' to a river';
  if (e.hitWall) {
    let t = e.riverBlocked
      ? ru
        ? 'Не получилось: навстречу течёт река'
        : 'Failed, a river is flowing this way'
      : ru
        ? 'Не могу пройти — стена'
        : 'Cannot move - hit a wall';
    if (e.carried) t += ru ? `; отнесло течением${toWhere}` : `; carried by the flow${toWhere}`;
    parts.push(t);
  } else if (e.movement === 'flow') {
    parts.push(
      ru
        ? `Прошёл по течению${type === 'delta' ? ' в дельту' : ' в реку'}`
        : `Walked by the flow into ${type === 'delta' ? 'a delta' : 'a river'}`,
    );
  } else if (e.looped) {
    parts.push(ru ? 'Переместился по кругу ям в следующую яму' : 'Moved by the loop to the next pit');
  } else if (e.fellIntoPit) {
    parts.push(
      ru
        ? 'Упал в яму, перенесён в следующую'
        : 'Fell into a pit, was transported to the next one in the loop',
    );
  } else if (e.carried) {
    parts.push(
      ru
        ? `Попал в реку, отнесло течением${type === 'delta' ? ' в дельту' : ''}`
        : `Walked into a river, carried by the flow${type === 'delta' ? ' to a delta' : ''}`,
    );
  } else if (e.walkedAlong) {
    const delta = type === 'delta';
    parts.push(
      ru
        ? `Прошёл по реке${delta ? ' в дельту' : ''}`
        : `Walked along the river${delta ? ' into a delta' : ''}`,
    );
  } else if (type === 'encephalitis' && e.miteWoken) {
    parts.push(
      ru
        ? 'Пришёл на клетку энцефалита, разбудил клеща'
        : 'Arrived at the encephalitis cell, woke up the mite',
    );
  } else if (type !== null) parts.push(into(type));
  if (e.miteWoken && (e.hitWall || e.carried || e.fellIntoPit || e.looped || e.movement === 'flow'))
    parts.push(ru ? 'разбудил клеща' : 'woke up the mite');
  if (e.healed) parts.push(ru ? 'вылечен' : 'was healed');
  if (e.immune) parts.push(ru ? 'теперь невосприимчив к энцефалиту' : 'and is now immune to encephalitis');
  if (e.cremated) parts.push(ru ? 'принесённый труп кремирован' : 'the corpse you carried was cremated');
  if (e.weaponry !== null) {
    const w = e.weaponry;
    parts.push(
      ru
        ? `у вас ${countOf('bullet', w.bullets, l)} и ${countOf('grenade', w.grenades, l)}${w.treasure ? ', сокровище' : ''}`
        : `you have ${many(w.bullets, 'bullet')} and ${many(w.grenades, 'grenade')}${w.treasure ? ', a treasure' : ''}`,
    );
  }
  if (e.found !== null) parts.push(`${ru ? 'нашёл' : 'found'} ${foundList(e.found, l)}`);
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toLowerCase() + p.slice(1))).join(', ');
}

function statusText(st: StatusSnapshot, l: Lang): string {
  const ru = l === 'ru';
  if (st.condition === 'dead') return ru ? 'Вы мертвы.' : 'You are dead.';
  if (st.condition === 'lost') return ru ? 'Вы выбыли из игры.' : 'You are out of the game.';
  const health = st.infected
    ? ru
      ? `заражены${st.movesToHeal === null ? '' : `, ходов до излечения: ${st.movesToHeal}`}`
      : `infected${st.movesToHeal === null ? '' : `, ${st.movesToHeal} moves to heal`}`
    : st.health === 'wounded'
      ? ru
        ? 'ранены'
        : 'wounded'
      : ru
        ? 'здоровы'
        : 'healthy';
  const parts = [ru ? `Вы ${health}` : `You are ${health}`];
  if (st.immune) parts.push(ru ? 'невосприимчивы к энцефалиту' : 'immune to encephalitis');
  parts.push(
    ru
      ? `патронов: ${st.bullets}, гранат: ${st.grenades}`
      : `bullets: ${st.bullets}, grenades: ${st.grenades}`,
  );
  if (st.holding !== null)
    parts.push(ru ? `вы несёте: ${itemWord(st.holding, l)}` : `you carry ${itemWord(st.holding, l)}`);
  parts.push(
    ru
      ? `заказов клетки осталось: ${st.reordersLeft + st.extraReorders}`
      : `cell orders left: ${st.reordersLeft + st.extraReorders}`,
  );
  if (st.outside) parts.push(ru ? 'вы снаружи лабиринта' : 'you are outside the labyrinth');
  return `${parts.join('; ')}.`;
}

const REASONS: Record<Lang, Record<string, string>> = {
  en: {
    'treasure-carried-out': 'the true treasure was carried out',
    'last-survivor': 'the last survivor wins',
    'draw/no-change': 'Nstop rounds in a row without an irreversible change: a draw',
    'draw/all-skip': 'every player skipped: a draw',
    'draw/true-treasure-lost': 'the true treasure is lost for good: a draw',
    'draw/no-survivors': 'nobody survived: a draw',
    'draw/survivor-out-of-time': 'the last survivor did not carry the treasure out in time: a draw',
  },
  ru: {
    'treasure-carried-out': 'настоящее сокровище вынесено',
    'last-survivor': 'победил последний выживший',
    'draw/no-change': 'Nstop раундов без необратимых изменений: ничья',
    'draw/all-skip': 'все игроки пропустили ход: ничья',
    'draw/true-treasure-lost': 'настоящее сокровище потеряно навсегда: ничья',
    'draw/no-survivors': 'никто не выжил: ничья',
    'draw/survivor-out-of-time': 'последний выживший не успел вынести сокровище: ничья',
  },
};

export function describeEvent(e: LabyrinthEvent, locale: Locale): string {
  if (locale === 'de') return describeEventDe(e);
  const l = langOf(locale);
  const ru = l === 'ru';
  switch (e.type) {
    case 'labyrinth/start-chosen':
      return ru
        ? `${seatName(e.seat, l)} выбрал стартовую клетку.`
        : `${seatName(e.seat, l)} has chosen a start cell.`;
    case 'labyrinth/start-cell':
      return ru ? `Вы начинаете: ${cellName(e.cell, l)}.` : `You start at ${cellName(e.cell, l)}.`;
    case 'labyrinth/starts-invalid':
      return ru
        ? 'Ведущий признал выбор стартовых клеток недействительным: все выбирают заново, каждый — другую клетку.'
        : 'The game master declares the start choices invalid: everyone chooses again, each a different cell.';
    case 'labyrinth/peek':
      return ru
        ? `Клетка (${cellName(e.cell, l)}) — ${cellTypeWord(e.cellType, l)}.`
        : `The cell at ${cellName(e.cell, l)} is ${cellTypeWord(e.cellType, l)}.`;
    case 'labyrinth/started': {
      const order = e.order.map((s) => s + 1).join(', ');
      const heal =
        e.healMoves === null
          ? ru
            ? 'время на лечение от энцефалита не ограничено'
            : 'the time to heal from encephalitis is not limited'
          : ru
            ? `на лечение от энцефалита даётся ${e.healMoves} ${ruPlural(e.healMoves, 'успешный ход', 'успешных хода', 'успешных ходов')}`
            : `an infected player has ${e.healMoves} successful moves to heal`;
      return ru
        ? `Игра началась${e.commonStart ? ' (все на одной клетке, без патронов и гранат)' : ''}. Порядок ходов: ${order}. Nstop = ${e.nstop}; ${heal}.`
        : `The game begins${e.commonStart ? ' (everyone on one cell, without bullets and grenades)' : ''}. Turn order: players ${order}. Nstop is ${e.nstop} rounds; ${heal}.`;
    }
    case 'labyrinth/start-place': {
      let t = ru
        ? `${seatName(e.seat, l)}: ${cellTypeWord(e.cellType, l)}`
        : `${seatName(e.seat, l)} is on ${cellTypeWord(e.cellType, l)}`;
      if (e.miteWoken) t += ru ? ', разбудил клеща' : ', woke up the mite';
      if (e.found) t += ru ? `, нашёл ${foundList(e.found, l)}` : `, found ${foundList(e.found, l)}`;
      return `${t}.`;
    }
    case 'labyrinth/turn-notice':
      if (e.notice === 'dead')
        return ru ? `${seatName(e.seat, l)} мёртв.` : `${seatName(e.seat, l)} is dead.`;
      if (e.notice === 'mine-wound')
        return ru
          ? `${seatName(e.seat, l)}, раненный миной на прошлом ходу, может заказать новую клетку.`
          : `${seatName(e.seat, l)}, wounded by a landmine on his last move, can ask for a new cell.`;
      return ru
        ? `${seatName(e.seat, l)} ранен${e.canReorder ? ' и может заказать новую клетку' : ''}.`
        : `${seatName(e.seat, l)} is wounded${e.canReorder ? ' and can ask for a new cell' : ''}.`;
    case 'labyrinth/reordered':
      return ru
        ? `${seatName(e.seat, l)} заказал новую клетку.`
        : `${seatName(e.seat, l)} has ordered a new cell.`;
    case 'labyrinth/reorder-cell':
      return ru
        ? `Вы продолжаете с клетки ${cellName(e.cell, l)}.`
        : `You continue from ${cellName(e.cell, l)}.`;
    case 'labyrinth/move':
      return `${seatName(e.seat, l)}: ${formatAction(e.move, l)}.`;
    case 'labyrinth/shot': {
      const head = ru ? `Выстрел ${dirWord(e.dir, l)}` : `Shot ${dirWord(e.dir, l)}`;
      switch (e.result) {
        case 'fired': {
          const heard = screamsText(e.screams, l);
          let t = `${head} — ${heard}${heard.endsWith('!') ? '' : '.'}`;
          if (
            e.atFeet &&
            e.atFeet.treasures + e.atFeet.bullets + e.atFeet.grenades + e.atFeet.mines + e.atFeet.corpses > 0
          )
            t += ru
              ? ` К вашим ногам упало: ${foundList(e.atFeet, l)}.`
              : ` Fell at your feet: ${foundList(e.atFeet, l)}.`;
          const ground = e.ground ?? 0;
          const left = ru
            ? `Патронов: ${e.bullets}${ground > 0 ? `, ещё ${ground} на земле` : ''}.`
            : `${many(e.bullets, 'bullet')} left${ground > 0 ? `, ${ground} on the ground` : ''}.`;
          return `${t} ${left}`;
        }
        case 'no-bullet':
          return ru ? `${head} — увы, патронов нет.` : `${head} — no luck, you have no bullets.`;
        case 'from-hospital':
          return ru ? 'Стрелять из госпиталя запрещено.' : 'Shooting from a hospital is forbidden.';
        case 'from-weaponry':
          return ru ? 'Стрелять из арсенала запрещено.' : 'Shooting from a weaponry is forbidden.';
        case 'damp':
          return ru ? `${head} — порох отсырел.` : `${head} — the powder is damp.`;
        case 'cannot':
          return ru
            ? 'Раненый или заражённый не может стрелять.'
            : 'A wounded or infected player cannot shoot.';
        case 'outside':
          return ru
            ? 'Снаружи лабиринта стрелять не во что.'
            : 'There is nothing to shoot at outside the labyrinth.';
      }
      return head;
    }
    case 'labyrinth/grenade': {
      const head = ru ? `Взорвать ${wallWord(e.dir, l)}` : `Blow ${wallWord(e.dir, l)}`;
      if (e.result === 'no-grenade')
        return ru ? `${head} — увы, гранат нет.` : `${head} — no luck, you have no grenades.`;
      if (e.result === 'outside')
        return ru ? 'Снаружи лабиринта стен нет.' : 'There are no walls outside the labyrinth.';
      const wall: Record<string, [string, string]> = {
        remains: ['the wall is still there', 'стена на месте'],
        gone: ['there is no wall there now', 'стены там больше нет'],
        none: ['there was no wall', 'стены там не было'],
        blown: ['the wall was blown up', 'стена взорвана'],
        withstood: ['the wall withstood the blast', 'стена устояла'],
      };
      const w = e.wall === null ? (ru ? 'сделано' : 'done') : (wall[e.wall]?.[ru ? 1 : 0] ?? '');
      return `${head} — ${w}. ${ru ? `Гранат: ${e.grenades}.` : `${many(e.grenades, 'grenade')} left.`}`;
    }
    case 'labyrinth/mine-set': {
      const where = e.to === 'here' ? (ru ? 'здесь' : 'here') : dirWord(e.to, l);
      const head = ru ? `Поставить мину ${where}` : `Set a landmine ${where}`;
      const tail: Record<typeof e.result, [string, string]> = {
        set: ['done', 'сделано'],
        'no-mine': ['no luck, you have no landmine', 'увы, мины нет'],
        cannot: [
          'a wounded or infected player cannot set landmines',
          'раненый или заражённый не может ставить мины',
        ],
        outside: ['not outside the labyrinth', 'не снаружи лабиринта'],
      };
      return `${head} — ${tail[e.result][ru ? 1 : 0]}.`;
    }
    case 'labyrinth/item-left': {
      const head =
        e.to === 'here'
          ? ru
            ? `Оставить ${itemWord(e.item, l)}`
            : `Leave ${itemWord(e.item, l)}`
          : ru
            ? `Бросить ${itemWord(e.item, l)} ${dirWord(e.to, l)}`
            : `Throw ${itemWord(e.item, l)} ${dirWord(e.to, l)}`;
      let t: string;
      switch (e.result) {
        case 'done':
          t = ru ? 'сделано' : 'done';
          break;
        case 'fell-back':
          t = ru
            ? `у ваших ног лежит: ${countOf(e.item, 1, l)}`
            : `you have found ${countOf(e.item, 1, l)} at your feet`;
          break;
        case 'none':
          t = ru ? 'увы, у вас этого нет' : 'no luck, you have none';
          break;
        case 'cannot':
          t = ru
            ? 'раненый или заражённый не может этого сделать'
            : 'a wounded or infected player cannot do that';
          break;
        default:
          t = ru ? 'не снаружи лабиринта' : 'not outside the labyrinth';
      }
      if (e.cremated)
        t += ru ? '; труп кремирован в госпитале' : '; the corpse was cremated by the medical workers';
      return `${head} — ${t}.`;
    }
    case 'labyrinth/movement':
      return sentence(movementText(e, l));
    case 'labyrinth/blast': {
      const head =
        e.cause === 'corpse'
          ? ru
            ? 'Труп упал на мину — взрыв!'
            : 'The corpse set off a landmine!'
          : ru
            ? 'Взорвалась мина!'
            : 'A landmine exploded!';
      const self =
        e.self === 'wounded'
          ? ru
            ? ' Вы ранены.'
            : ' You are wounded.'
          : e.self === 'killed'
            ? ru
              ? ' Вы погибли.'
              : ' You are killed.'
            : '';
      return `${head}${self}${e.screams > 0 ? ` ${cap(screamsText(e.screams, l))}` : ''}`;
    }
    case 'labyrinth/infected':
      if (e.died)
        return ru
          ? 'Раненый, вы заразились энцефалитом и умерли.'
          : 'Being wounded, you caught encephalitis and died.';
      return e.movesLeft === null
        ? ru
          ? 'Вы заразились энцефалитом; ищите госпиталь.'
          : 'You have been infected; find a hospital.'
        : ru
          ? `Вы заразились и должны вылечиться за ${e.movesLeft} ${ruPlural(e.movesLeft, 'ход', 'хода', 'ходов')}.`
          : `You have been infected and have ${e.movesLeft} moves to heal.`;
    case 'labyrinth/died':
      return e.cause === 'timeout'
        ? ru
          ? `${seatName(e.seat, l)} не успел сделать ход и погиб.`
          : `${seatName(e.seat, l)} ran out of time and is dead.`
        : ru
          ? `${seatName(e.seat, l)} не успел дойти до госпиталя и умер.`
          : `${seatName(e.seat, l)} did not reach a hospital in time and died.`;
    case 'labyrinth/lost':
      return e.reason === 'timeout'
        ? ru
          ? `${seatName(e.seat, l)} не успел выбрать клетку и выбыл.`
          : `${seatName(e.seat, l)} ran out of time and has lost.`
        : ru
          ? `${seatName(e.seat, l)} не вернулся в лабиринт и проиграл.`
          : `${seatName(e.seat, l)} did not come back into the labyrinth and has lost.`;
    case 'labyrinth/condition':
      return ru
        ? `Условие действия ${e.index + 1}: ${e.met ? 'выполнено' : 'не выполнено'}.`
        : `Condition of action ${e.index + 1}: ${e.met ? 'met' : 'not met'}.`;
    case 'labyrinth/dark-done':
      return ru ? `${seatName(e.seat, l)}: сделано.` : `${seatName(e.seat, l)}: done.`;
    case 'labyrinth/semi-dark':
      return e.hitWall
        ? ru
          ? 'Сделано. Вы упёрлись в стену.'
          : "Done. You've hit a wall."
        : ru
          ? 'Сделано. В стену не упёрлись.'
          : 'Done. No wall hit.';
    case 'labyrinth/skip': {
      const healed = e.healed
        ? ru
          ? `, вылечен${e.immune ? ', теперь невосприимчив к энцефалиту' : ''}`
          : `, was healed${e.immune ? ' and is now immune to encephalitis' : ''}`
        : '';
      return ru
        ? `${seatName(e.seat, l)} пропускает ход${healed}.`
        : `${seatName(e.seat, l)} skips the move${healed}.`;
    }
    case 'labyrinth/status':
      return statusText(e.status, l);
    case 'labyrinth/break':
      return ru
        ? `${seatName(e.seat, l)} берёт пятиминутный перерыв на размышление.`
        : `${seatName(e.seat, l)} takes a five-minute break to think.`;
    case 'labyrinth/recall': {
      if (e.entry === null)
        return ru ? `${seatName(e.about, l)} ещё не ходил.` : `${seatName(e.about, l)} has not moved yet.`;
      const said = e.entry.events
        .filter((x) => x.type !== 'labyrinth/move')
        .map((x) => describeEvent(x, locale))
        .join(' ');
      const what =
        e.entry.action.type === 'skip' ? (ru ? 'пропуск хода' : 'skipped') : formatAction(e.entry.action, l);
      return ru
        ? `Последний ход: ${seatName(e.about, l)} (раунд ${e.entry.round}): ${what}. ${said}`
        : `Last move of ${seatName(e.about, l)} (round ${e.entry.round}): ${what}. ${said}`;
    }
    case 'labyrinth/nstop': {
      const end = e.count >= e.limit;
      return ru
        ? `${e.count} ${ruPlural(e.count, 'раунд', 'раунда', 'раундов')} без изменений${end ? ' — игра закончилась вничью!' : ` (из ${e.limit}).`}`
        : `${e.count === 1 ? 'One round' : `${e.count} rounds`} with no changes${end ? ' - game ends with a draw!' : ` (of ${e.limit}).`}`;
    }
    case 'labyrinth/survivor':
      return ru
        ? `${seatName(e.seat, l)} — последний выживший; у него ${e.movesLeft} ${ruPlural(e.movesLeft, 'ход', 'хода', 'ходов')}, чтобы вынести настоящее сокровище.`
        : `${seatName(e.seat, l)} is the last survivor and has ${e.movesLeft} moves to carry the true treasure out.`;
    case 'labyrinth/game-over': {
      const why = REASONS[l][e.reason] ?? e.reason;
      if (e.draw) return ru ? `Игра окончена: ${why}.` : `Game over: ${why}.`;
      const who = e.winners.map((s) => seatName(s, l)).join(', ');
      return ru ? `Игра окончена: ${why}. Победитель: ${who}.` : `Game over: ${why}. Winner: ${who}.`;
    }
  }
}
