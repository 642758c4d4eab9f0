/**
 * The Labyrinth's rule errors in Russian (keys and arguments: `errors-en.ts`), in the words of
 * `ru.ts`: клетка, стартовая клетка, ход, игрок, мина, перерыв на раздумье, заказать новую
 * клетку; the players are addressed as "вы". Cells are "столбец x, строка y", counted from 1;
 * the scenario's sentences keep the scenario format's coordinates.
 */
import { ruPlural } from '@daedalus/core';
import type { ErrorWords } from './errors-en.ts';

const notACell = (x: number, y: number): string =>
  `В лабиринте нет клетки в столбце ${x + 1}, строке ${y + 1}.`;
const impossible = (why: string): string => `Такой план создать нельзя: ${why}`;
/** "2 ям" (genitive: "для 2 ям", "не меньше 5 ям"). */
const pitsOf = (n: number): string => `${n} ${ruPlural(n, 'ямы', 'ям', 'ям')}`;

/** The generated shapes as the options name them (`ru.ts`). */
const SHAPE: Readonly<Record<string, string>> = {
  rectangle: 'прямоугольник',
  'no-corners': 'без углов',
  cross: 'крест',
};

/** "с верхней стороны". */
const SIDE: Readonly<Record<string, string>> = {
  up: 'верхней',
  right: 'правой',
  down: 'нижней',
  left: 'левой',
};

export const ruErrors: ErrorWords = {
  'game/over': () => 'Игра окончена.',
  'turn/not-your-turn': (seat) => `Сейчас не очередь игрока ${seat + 1}.`,
  'turn/wrong-action#start': () => 'Сейчас каждый игрок выбирает стартовую клетку.',
  'turn/wrong-action#play': () => 'Стартовые клетки выбраны: теперь сделайте ход.',
  'timeout/not-deciding': (seat) => `Игра сейчас не ждёт хода от игрока ${seat + 1}.`,

  'start/not-a-cell': (x, y) => notACell(x, y),
  'start/same-as-before': () =>
    'После недействительного выбора каждый должен выбрать не ту клетку, что в прошлый раз.',
  'start/not-peeked': () => 'Вы спрашивали о клетках — значит, начинаете на одной из них.',
  'start/no-peeks': () => 'Вопросов о клетках у вас больше нет.',
  'start/peeked': () => 'Об этой клетке вы уже спрашивали.',

  'move/condition-before': () => 'Условие зависит от результата движения: поставьте его после движения.',
  'move/conditional-forbidden': () => 'Условные ходы за этим столом запрещены (правило 7.1).',
  'move/dark-forbidden': () => 'Тёмные ходы за этим столом запрещены.',
  'move/semi-dark-forbidden': () => 'Полутёмные ходы за этим столом запрещены.',
  'move/throwing-forbidden': () =>
    'Бросать предметы за этим столом нельзя: их можно только оставить на своей клетке.',
  'move/no-landmines': () => 'В этой партии играют без мин.',
  'move/mine-here-only': () => 'За этим столом мину можно поставить только на свою клетку.',
  'move/target-required': () =>
    'За этим столом в каждом выстреле называют игрока-цель и его клетку (правило 7.3).',
  'move/target-not-played': () => 'Прицельных выстрелов за этим столом нет.',
  'move/bad-target#seat': () => 'Целью должен быть другой игрок за этим столом.',
  'move/bad-target#cell': () => 'Клетки, в которую вы целитесь, в лабиринте нет.',
  'move/repeat-forbidden': () => 'Повторять ход, который заведомо ничего не меняет, нельзя (правило 7.7).',
  'move/skip-forbidden': () => 'Пропускать ход за этим столом нельзя (правило 7.7).',

  'recall/bad-seat': () => 'Напомнить можно только последний ход другого игрока за этим столом.',
  'reorder/once': () => 'В этот ход вы уже заказывали клетку.',
  'reorder/not-a-cell': (x, y) => notACell(x, y),
  'reorder/no-right': () => 'Заказать новую клетку можно только в ход сразу после ранения.',
  'break/not-played': () =>
    'Перерывы на раздумье бывают только за столами, где время на ход ограничено и перерывы включены (правило 9).',
  'break/not-needed': () =>
    'Здесь на ход даётся пять минут или больше: пятиминутный перерыв ничего не добавит (правило 9).',
  'break/once': () => 'Вы уже взяли перерыв в этот ход (правило 9).',
  'break/wait': () =>
    'Следующий перерыв можно взять, только когда хотя бы половина остальных игроков взяла их не меньше, чем вы (правило 9).',

  'setup/players': (min, max, players) =>
    `В «Лабиринт» играют от ${min} до ${max} ${ruPlural(max, 'игрока', 'игроков', 'игроков')}, а не ${players}.`,
  'setup/handicap-seat': () => 'Фора назначена месту, которого за этим столом нет.',
  'setup/start-cells': () =>
    'По правилу старта остаётся слишком мало клеток, чтобы каждому игроку было где начать.',
  'setup/no-crossings#plan': () =>
    'За столом включены переходы (правило 7.1), но в этом плане противоположные стороны не соединены сушей, госпиталями, арсеналами и дельтами.',
  'setup/no-crossings#generated': () =>
    'Не удалось создать лабиринт, в котором противоположные стороны соединены сушей, госпиталями, арсеналами и дельтами; попробуйте лабиринт побольше или поменьше рек и ям.',

  'plan/generate-shape': (shape, width, height) =>
    `Для формы «${SHAPE[shape] ?? shape}» нужно не меньше 3×3 клеток, а не ${width}×${height}.`,
  'plan/generate-shape#mask': (entries, width, height) =>
    `В маске ${entries} ${ruPlural(entries, 'значение', 'значения', 'значений')}, а плану ${width}×${height} нужно ${width * height}.`,
  'plan/generate-impossible#disconnected': () =>
    impossible('форма несвязна: каждая клетка должна быть достижима из любой другой.'),
  'plan/generate-impossible#no-weaponry': () =>
    impossible('в лабиринте должен быть хотя бы один арсенал (правило 8.2).'),
  'plan/generate-impossible#no-hospital': () =>
    impossible('в лабиринте должен быть хотя бы один госпиталь (правило 8.2).'),
  'plan/generate-impossible#one-pit': () =>
    impossible(
      'одна яма не образует петлю: в петле должно быть не меньше 2 ям (правило 4.4); укажите 0 или не меньше 2.',
    ),
  'plan/generate-impossible#no-loop': (pits) => impossible(`для ${pitsOf(pits)} нужна хотя бы одна петля.`),
  'plan/generate-impossible#few-pits': (loops) =>
    impossible(
      `для ${loops} ${ruPlural(loops, 'петли', 'петель', 'петель')} нужно не меньше ${pitsOf(2 * loops)} (по 2 на петлю, правило 4.4).`,
    ),
  'plan/generate-impossible#open-exits': (open, exits) =>
    impossible(`открытых выходов (${open}) больше, чем всего выходов (${exits}).`),
  'plan/generate-impossible#too-small': (need, cells) =>
    impossible(
      `этим настройкам нужно не меньше ${need} ${ruPlural(need, 'клетки', 'клеток', 'клеток')} (арсеналы, госпитали, клетки энцефалита, ямы, по две на речную систему, по клетке суши на каждое сокровище), а в форме их всего ${cells}.`,
    ),
  'plan/generate-failed': (attempts) =>
    `С этими настройками не удалось построить правильный план за ${attempts} ${ruPlural(attempts, 'попытку', 'попытки', 'попыток')}; попробуйте меньше рек, ям или особых клеток или форму побольше.`,

  'scenario/invalid#order': (field, seats) =>
    `${field}: в порядке ходов каждое из ${seats} ${ruPlural(seats, 'места', 'мест', 'мест')} должно быть ровно один раз.`,
  'scenario/invalid#result': (field, phase) =>
    `${field}: результат указывают тогда и только тогда, когда фаза — «${phase}».`,
  'scenario/invalid#not-a-cell': (field, x, y) => `${field}: в плане нет клетки (${x}, ${y}).`,
  'scenario/invalid#no-cell': (field) =>
    `${field}: укажите, где игрок (клетки нет только у выбывшего и у того, кто ещё выбирает старт).`,
  'scenario/invalid#all-placed': (field, at) =>
    `${field}: в фазе старта хотя бы один игрок ещё выбирает: не указывайте у него «${at}».`,
  'scenario/invalid#cannot-start': (field, x, y, _reason, code) =>
    `${field}: начать на клетке (${x}, ${y}) нельзя (${code}).`,
  'scenario/invalid#starts-invalid': (field) =>
    `${field}: правило старта признало выбор стартовых клеток недействительным.`,
  'scenario/invalid#treasure-count': (field, treasure, treasures) =>
    `${field}: сокровище ${treasure}, а в плане всего ${treasures} ${ruPlural(treasures, 'сокровище', 'сокровища', 'сокровищ')}.`,
  'scenario/invalid#treasure-held': (field, treasure) =>
    `${field}: сокровище ${treasure} уже несёт другой игрок.`,
  'scenario/invalid#corpse-held': (field, seat) =>
    `${field}: труп игрока ${seat + 1}: он не мёртв, или его уже несёт другой.`,
  'scenario/invalid#wounded-carrying': (field) =>
    `${field}: раненый или заражённый не может нести ничего, кроме гранат (правило 5.1).`,
  'scenario/invalid#no-exit': (field, side, x, y) =>
    `${field}: у клетки (${x}, ${y}) нет открытого выхода с ${SIDE[side] ?? side} стороны.`,
  'scenario/invalid#outside-holding': (field) =>
    `${field}: игрок снаружи лабиринта не несёт ни сокровища, ни трупа (правило 3.4).`,
  'scenario/invalid#reorder-seat': (field) => `${field}: заказать клетку сейчас может только тот, чей ход.`,
  'scenario/invalid#dead-outside': (field) => `${field}: мёртвый игрок лежит на клетке.`,
  'scenario/invalid#treasure-lying': (field, treasure) =>
    `${field}: сокровища ${treasure} нет в плане, или его несёт игрок.`,
  'scenario/invalid#corpse-lying': (field, seat) => `${field}: труп игрока ${seat + 1}, который не мёртв.`,
  'scenario/invalid#turn-start': (field) => `${field}: пока выбирают стартовые клетки, никто не ходит.`,
  'scenario/invalid#turn-not-playing': (field, seat) => `${field}: игрок ${seat + 1} не в игре.`,
  'scenario/invalid#turn-missing': (field) => `${field}: тот, чей ход, не в игре: укажите, кто ходит.`,
  'scenario/invalid#winner': (field) => `${field}: одного из победителей нет за столом.`,
};
