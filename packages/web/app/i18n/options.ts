/**
 * The games' options in the interface language: labels and descriptions, the
 * choices of an option and the presets' names. A game's options schema speaks
 * English; German and Russian live here, in the client (loaded with the pages
 * that show options), so a German or Russian form shows no English. English
 * labels and choices are given where the option key reads poorly; English
 * descriptions come from the schema.
 *
 * `test/client-logic.test.ts` checks that German and Russian cover every option,
 * choice and preset of every game in the registry.
 */
import type { Locale } from '@daedalus/core';
import type { OptionField } from '../components/schema.ts';

export interface OptionWords {
  /** Per option key: its label and (German, Russian) its description. */
  readonly options?: Readonly<Record<string, readonly [label: string, description?: string]>>;
  /** Per option key: a label for each value of a choice (or of a list of choices). */
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly presets?: Readonly<Record<string, string>>;
}

const CELLS_EN = {
  land: 'Land',
  hospital: 'Hospital',
  weaponry: 'Weaponry',
  pit: 'Pit',
  river: 'River',
  delta: 'Delta',
  encephalitis: 'Encephalitis',
};
const CELLS_DE = {
  land: 'Land',
  hospital: 'Krankenhaus',
  weaponry: 'Waffenkammer',
  pit: 'Grube',
  river: 'Fluss',
  delta: 'Delta',
  encephalitis: 'Enzephalitis',
};
const CELLS_RU = {
  land: 'Суша',
  hospital: 'Госпиталь',
  weaponry: 'Арсенал',
  pit: 'Яма',
  river: 'Река',
  delta: 'Дельта',
  encephalitis: 'Энцефалит',
};

const en: Record<string, OptionWords> = {
  hunt: {
    options: { size: ['Size'], moveCap: ['Turn limit'] },
    presets: { tiny: 'Tiny (3 × 3)' },
  },
  labyrinth: {
    options: {
      plan: ['Plan (JSON)'],
      weaponryMines: ['Landmines from weaponries'],
      healMoves: ['Moves to reach a hospital'],
      healUnlimited: ['Unlimited time to heal'],
      nstop: ['Rounds without change (Nstop)'],
      shootFromRivers: ['Shooting from rivers'],
      shootThroughBuildings: ['Shooting through buildings'],
      mineVictimsReorder: ['New cell after a landmine wound'],
      startShared: ['Shared start cells'],
      startForbidden: ['Forbidden start cells'],
      allowSkip: ['Skipping a move'],
      allowRepeats: ['Repeating a move'],
      blowReport: ['What a grenade reveals'],
      mineOnNeighbour: ['Landmines on neighbouring cells'],
      semiDarkMoves: ['Semi-dark moves'],
      recall: ['Recalling moves'],
      lastSurvivorMoves: ['Moves for the last survivor'],
      handicaps: ['Handicaps (JSON)'],
      moveSeconds: ['Seconds per move'],
      generator: ['Generator limits (JSON)'],
    },
    choices: {
      shape: { rectangle: 'Rectangle', 'no-corners': 'No corners', cross: 'Cross' },
      rivers: { normal: 'Normal', shallow: 'Shallow', turbulent: 'Turbulent' },
      blowReport: { silent: 'Nothing', 'wall-remains': 'Whether a wall remains', full: 'Everything' },
      recall: { last: 'The last move only', full: 'The full log' },
      startForbidden: CELLS_EN,
    },
    presets: { standard: 'Standard (the full rules)', beginner: 'Beginner' },
  },
  'shifting-maze': {
    options: { maxDefenders: ['Most Defenders'], turnCap: ['Turn limit'] },
    presets: { quick: 'Quick', calm: 'Calm', deadly: 'Deadly' },
  },
};

const de: Record<string, OptionWords> = {
  hunt: {
    options: {
      size: ['Größe', 'Seitenlänge des quadratischen Labyrinths.'],
      moveCap: ['Zuglimit', 'Züge, nach denen die Partie unentschieden endet.'],
    },
    presets: { tiny: 'Winzig (3 × 3)' },
  },
  labyrinth: {
    options: {
      width: ['Breite', 'Breite eines erzeugten Labyrinths (Felder).'],
      height: ['Höhe', 'Höhe eines erzeugten Labyrinths (Felder).'],
      shape: ['Form', 'Umriss eines erzeugten Labyrinths: Rechteck, ohne Ecken oder Kreuz.'],
      plan: [
        'Plan (JSON)',
        'Ein fester Plan (JSON, siehe die Regeln) statt eines erzeugten; er muss die Prüfung bestehen.',
      ],
      landmines: ['Landminen', 'B.5.3/B.7.1: Jeder Spieler beginnt mit einer Landmine.'],
      weaponryMines: [
        'Landminen aus der Waffenkammer',
        'Variante zu B.4.3: Eine Waffenkammer gibt einem Spieler mit leeren Händen auch eine Landmine.',
      ],
      encephalitis: [
        'Enzephalitis',
        'B.7.1: Erzeugte Pläne enthalten Enzephalitis-Felder (feste Pläne legen das selbst fest).',
      ],
      healMoves: [
        'Züge bis zum Krankenhaus',
        'B.4.7/B.8.6: erfolgreiche Züge, in denen ein Angesteckter ein Krankenhaus erreichen muss (leer: Spielerzahl + 3).',
      ],
      healUnlimited: [
        'Heilung ohne Frist',
        'B.4.7: Die Zeit zur Heilung nach einer Ansteckung ist nicht begrenzt.',
      ],
      nstop: [
        'Runden ohne Veränderung (Nstop)',
        'B.3.6: Runden ohne unumkehrbare Veränderung, nach denen die Partie unentschieden endet (leer: die Zahl der Felder).',
      ],
      rivers: [
        'Flüsse',
        'B.7.4: normale, seichte (einmal mitgerissen, dann am Ufer entlang) oder reißende (bis ins Delta mitgerissen) Flüsse.',
      ],
      shotRange: [
        'Schussweite',
        'B.7.3: wie viele Felder eine Kugel über das Feld des Schützen hinaus fliegt (leer: unbegrenzt).',
      ],
      shootFromRivers: [
        'Schießen aus dem Fluss',
        'B.7.3: Schießen von Flussfeldern ist erlaubt (aus: „das Pulver ist nass“).',
      ],
      shootThroughBuildings: [
        'Schießen durch Gebäude',
        'B.7.3: Kugeln fliegen durch Waffenkammern und Krankenhäuser (aus ihnen heraus wird nie geschossen).',
      ],
      targetedShots: [
        'Gezielte Schüsse',
        'B.7.3: Jeder Schuss nennt Zielspieler und Zielfeld; nur dieser kann getroffen werden, nur dort.',
      ],
      mineVictimsReorder: [
        'Neues Feld nach Minenverletzung',
        'B.7.5: Wer von einer Landmine verwundet wird, darf ein neues Feld bestellen (aus: darf er nicht).',
      ],
      commonStart: [
        'Gemeinsamer Start',
        'B.7.6: Alle beginnen auf einem vom Spielleiter gewählten Feld, ohne Patronen und Granaten.',
      ],
      startShared: [
        'Gemeinsame Startfelder',
        'B.6.1: Zwei Spieler dürfen dasselbe Startfeld wählen (aus: solche Wahlen sind ungültig).',
      ],
      startForbidden: [
        'Verbotene Startfelder',
        'B.6.1: Feldtypen, auf denen ein gewählter Start ungültig ist.',
      ],
      allowSkip: ['Aussetzen', 'B.6.6/B.7.7: Ein Spieler darf einen Zug aussetzen.'],
      allowRepeats: [
        'Züge wiederholen',
        'B.7.7: Ein Zug, der bekanntlich nichts ändert (derselbe Zug nach „gegen eine Wand gestoßen“), darf wiederholt werden.',
      ],
      blowReport: [
        'Was eine Granate verrät',
        'B.7.8: was über eine Granate gesagt wird: nichts, ob danach dort eine Wand steht, oder alles (keine Wand / gesprengt / hat standgehalten).',
      ],
      throwing: [
        'Werfen',
        'B.7.1: Gegenstände dürfen auf Nachbarfelder geworfen werden (aus: nur auf dem eigenen Feld ablegen).',
      ],
      mineOnNeighbour: [
        'Landminen auf Nachbarfeldern',
        'B.7.1: Eine Landmine darf auf ein Nachbarfeld gelegt werden (aus: nur auf das eigene Feld).',
      ],
      conditionalMoves: ['Bedingte Züge', 'B.6.5/B.7.1: Bedingte Züge sind erlaubt.'],
      darkMoves: ['Dunkle Züge', 'B.6.7/B.7.1: Dunkle Züge sind erlaubt.'],
      semiDarkMoves: ['Halbdunkle Züge', 'B.6.8/B.7.1: Halbdunkle Züge sind erlaubt.'],
      recall: [
        'Züge erfragen',
        'B.6.3: nur den letzten Zug eines anderen Spielers erfragen oder das ganze öffentliche Protokoll behalten.',
      ],
      lastSurvivorMoves: [
        'Züge für den letzten Überlebenden',
        'B.7.9: Züge, in denen der letzte Überlebende den echten Schatz hinaustragen muss (leer: er gewinnt sofort, B.3.5).',
      ],
      handicaps: ['Vorgaben (JSON)', 'B.7.2: Vorgaben für schwächere Spieler.'],
      moveSeconds: [
        'Sekunden pro Zug',
        'B.9: Zeit für einen Zug im Online-Spiel; wer sie überschreitet, verliert (leer: ohne Begrenzung).',
      ],
      thinkingBreaks: [
        'Denkpausen',
        'B.9: Ein Spieler darf vor einem Zug eine fünfminütige Pause nehmen (erneut, sobald die Hälfte der Spieler ihre genommen hat).',
      ],
      generator: [
        'Grenzen des Generators (JSON)',
        'B.7.1: Grenzen für das erzeugte Labyrinth (Anzahl der Waffenkammern, Krankenhäuser, Gruben, Flüsse, Flussarme, Ausgänge, Wände).',
      ],
      closedExits: [
        'Verschlossene Ausgänge',
        'B.7.1: Ausgänge dürfen anfangs durch eine sprengbare Wand verschlossen sein (aus: jeder Ausgang ist offen).',
      ],
      crossings: [
        'Durchgänge',
        'B.7.1: Gegenüberliegende Seiten des Labyrinths sind durch Ketten von Land-, Krankenhaus-, Waffenkammer- und Deltafeldern ohne Wände verbunden.',
      ],
      fakeTreasures: [
        'Falsche Schätze',
        'Erzeugte Pläne: Anzahl der falschen Schätze (leer: nach Wahl des Generators).',
      ],
    },
    choices: {
      shape: { rectangle: 'Rechteck', 'no-corners': 'Ohne Ecken', cross: 'Kreuz' },
      rivers: { normal: 'Normal', shallow: 'Seicht', turbulent: 'Reißend' },
      blowReport: { silent: 'Nichts', 'wall-remains': 'Ob eine Wand bleibt', full: 'Alles' },
      recall: { last: 'Nur den letzten Zug', full: 'Das ganze Protokoll' },
      startForbidden: CELLS_DE,
    },
    presets: { standard: 'Standard (alle Regeln)', beginner: 'Einsteiger' },
  },
  'shifting-maze': {
    options: {
      batteryChance: [
        'Chance auf Batteriepacks',
        'Wahrscheinlichkeit, dass ein neu aufgedeckter Würfel ein Batteriepack enthält (1–5 PP, gleich verteilt).',
      ],
      maxDefenders: [
        'Höchstzahl der Wächter',
        'Die Sonderaktion fügt nur dann einen Wächter hinzu, wenn weniger als so viele im Labyrinth sind.',
      ],
      turnCap: [
        'Zuglimit',
        'Spielerzüge, nach denen die Partie unentschieden endet (damit jede Partie ein Ende hat).',
      ],
    },
    presets: { quick: 'Schnell', calm: 'Ruhig', deadly: 'Tödlich' },
  },
};

const ru: Record<string, OptionWords> = {
  hunt: {
    options: {
      size: ['Размер', 'Сторона квадратного лабиринта.'],
      moveCap: ['Предел ходов', 'Число ходов, после которого игра кончается вничью.'],
    },
    presets: { tiny: 'Крошечная (3 × 3)' },
  },
  labyrinth: {
    options: {
      width: ['Ширина', 'Ширина создаваемого лабиринта (в клетках).'],
      height: ['Высота', 'Высота создаваемого лабиринта (в клетках).'],
      shape: ['Форма', 'Очертания создаваемого лабиринта: прямоугольник, без углов или крест.'],
      plan: [
        'План (JSON)',
        'Готовый план (JSON, см. правила) вместо создаваемого; он должен пройти проверку.',
      ],
      landmines: ['Мины', 'B.5.3/B.7.1: каждый игрок начинает с одной миной.'],
      weaponryMines: ['Мины в арсенале', 'Вариант B.4.3: арсенал выдаёт мину и игроку с пустыми руками.'],
      encephalitis: [
        'Энцефалит',
        'B.7.1: в создаваемых планах есть клетки энцефалита (готовые планы решают сами).',
      ],
      healMoves: [
        'Ходов до госпиталя',
        'B.4.7/B.8.6: за сколько успешных ходов заражённый должен дойти до госпиталя (пусто: число игроков + 3).',
      ],
      healUnlimited: ['Лечение без срока', 'B.4.7: время на лечение после заражения не ограничено.'],
      nstop: [
        'Раундов без изменений (Nstop)',
        'B.3.6: после стольких раундов без необратимых изменений игра кончается вничью (пусто: число клеток).',
      ],
      rivers: [
        'Реки',
        'B.7.4: обычные, мелкие (несут один раз, дальше можно идти вдоль) или бурные (несут до самой дельты) реки.',
      ],
      shotRange: [
        'Дальность выстрела',
        'B.7.3: на сколько клеток пуля пролетает дальше клетки стрелка (пусто: без ограничения).',
      ],
      shootFromRivers: ['Стрельба из реки', 'B.7.3: из клеток реки можно стрелять (выкл.: «порох отсырел»).'],
      shootThroughBuildings: [
        'Стрельба сквозь здания',
        'B.7.3: пули пролетают сквозь арсеналы и госпитали (стрелять из них нельзя).',
      ],
      targetedShots: [
        'Прицельные выстрелы',
        'B.7.3: каждый выстрел называет игрока и клетку; попасть можно только в него и только там.',
      ],
      mineVictimsReorder: [
        'Новая клетка после мины',
        'B.7.5: раненный миной игрок может заказать новую клетку (выкл.: не может).',
      ],
      commonStart: [
        'Общий старт',
        'B.7.6: все начинают на одной клетке, которую выбирает ведущий, без патронов и гранат.',
      ],
      startShared: [
        'Общие стартовые клетки',
        'B.6.1: два игрока могут выбрать одну стартовую клетку (выкл.: такой выбор недействителен).',
      ],
      startForbidden: [
        'Запрещённые стартовые клетки',
        'B.6.1: типы клеток, на которых выбранный старт недействителен.',
      ],
      allowSkip: ['Пропуск хода', 'B.6.6/B.7.7: игрок может пропустить ход.'],
      allowRepeats: [
        'Повтор хода',
        'B.7.7: ход, который заведомо ничего не меняет (тот же ход после «стена»), можно повторить.',
      ],
      blowReport: [
        'Что сообщается о взрыве',
        'B.7.8: что говорится о гранате: ничего, осталась ли там стена после взрыва, или всё (стены нет / взорвана / устояла).',
      ],
      throwing: [
        'Бросать предметы',
        'B.7.1: предметы можно бросать на соседние клетки (выкл.: только оставлять на своей).',
      ],
      mineOnNeighbour: [
        'Мина на соседнюю клетку',
        'B.7.1: мину можно поставить на соседнюю клетку (выкл.: только на свою).',
      ],
      conditionalMoves: ['Условные ходы', 'B.6.5/B.7.1: условные ходы разрешены.'],
      darkMoves: ['Тёмные ходы', 'B.6.7/B.7.1: тёмные ходы разрешены.'],
      semiDarkMoves: ['Полутёмные ходы', 'B.6.8/B.7.1: полутёмные ходы разрешены.'],
      recall: [
        'Напоминание ходов',
        'B.6.3: можно узнать только последний ход другого игрока или весь открытый журнал.',
      ],
      lastSurvivorMoves: [
        'Ходов последнему выжившему',
        'B.7.9: за сколько ходов последний выживший должен вынести настоящее сокровище (пусто: он сразу побеждает, B.3.5).',
      ],
      handicaps: ['Фора (JSON)', 'B.7.2: фора для более слабых игроков.'],
      moveSeconds: [
        'Секунд на ход',
        'B.9: время на один ход в игре по сети; кто не уложился, проигрывает (пусто: без ограничения).',
      ],
      thinkingBreaks: [
        'Перерывы на раздумье',
        'B.9: игрок может один раз взять пятиминутный перерыв перед ходом (снова — когда половина игроков использовала свои).',
      ],
      generator: [
        'Ограничения генератора (JSON)',
        'B.7.1: ограничения для создаваемого лабиринта (число арсеналов, госпиталей, ям, рек, рукавов, выходов, стен).',
      ],
      closedExits: [
        'Закрытые выходы',
        'B.7.1: выходы могут быть закрыты разрушаемой стеной (выкл.: все выходы открыты).',
      ],
      crossings: [
        'Переходы',
        'B.7.1: противоположные стороны лабиринта соединены цепочками клеток суши, госпиталей, арсеналов и дельт без стен.',
      ],
      fakeTreasures: [
        'Ложные сокровища',
        'Создаваемые планы: число ложных сокровищ (пусто: на выбор генератора).',
      ],
    },
    choices: {
      shape: { rectangle: 'Прямоугольник', 'no-corners': 'Без углов', cross: 'Крест' },
      rivers: { normal: 'Обычные', shallow: 'Мелкие', turbulent: 'Бурные' },
      blowReport: { silent: 'Ничего', 'wall-remains': 'Осталась ли стена', full: 'Всё' },
      recall: { last: 'Только последний ход', full: 'Весь журнал' },
      startForbidden: CELLS_RU,
    },
    presets: { standard: 'Стандарт (все правила)', beginner: 'Для новичков' },
  },
  'shifting-maze': {
    options: {
      batteryChance: [
        'Шанс найти батарею',
        'Вероятность, что в только что открытом кубе лежит батарея (1–5 PP, равновероятно).',
      ],
      maxDefenders: [
        'Стражей не больше',
        'Особое действие добавляет стража, только пока в лабиринте их меньше этого числа.',
      ],
      turnCap: [
        'Предел ходов',
        'Число ходов игроков, после которого игра кончается вничью (чтобы любая игра закончилась).',
      ],
    },
    presets: { quick: 'Быстрая', calm: 'Спокойная', deadly: 'Смертельная' },
  },
};

export const OPTION_WORDS: Readonly<Record<Locale, Readonly<Record<string, OptionWords>>>> = { en, de, ru };

/** `moveCap` → "Move cap": the label of an option nobody named. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const words = (id: string, locale: Locale): OptionWords | undefined => OPTION_WORDS[locale][id];

export function optionLabel(gameId: string, key: string, locale: Locale): string {
  return words(gameId, locale)?.options?.[key]?.[0] ?? en[gameId]?.options?.[key]?.[0] ?? humanize(key);
}

export function optionDescription(gameId: string, field: OptionField, locale: Locale): string | undefined {
  return words(gameId, locale)?.options?.[field.key]?.[1] ?? field.description;
}

export function choiceLabel(gameId: string, key: string, value: string, locale: Locale): string {
  return (
    words(gameId, locale)?.choices?.[key]?.[value] ?? en[gameId]?.choices?.[key]?.[value] ?? humanize(value)
  );
}

export function presetName(gameId: string, preset: string, locale: Locale): string {
  return words(gameId, locale)?.presets?.[preset] ?? en[gameId]?.presets?.[preset] ?? humanize(preset);
}
