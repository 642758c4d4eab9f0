/**
 * The terminal's own words during a game, in the language of `--lang` (the games' words —
 * their announcements, boards and moves — come from the games themselves). The commands
 * typed at the prompt (`list`, `help`, `quit`) stay as they are in every language; errors of
 * the command line and the help of `--help` are in English.
 */
import type { Locale } from '@daedalus/core';

export interface TerminalWords {
  /** A seat's name when nobody gave one: seat 0 is player 1. */
  player(n: number): string;
  /** After a computer player's name. */
  computer: string;
  /** After your own name. */
  you: string;
  /** After the prompt's name when the decision is a reaction out of turn. */
  reaction: string;
  /** How to answer the prompt. */
  typeAMove: string;
  /** What `help` says. */
  inputHelp: string;
  quitEnds: string;
  quitLeaves: string;
  quitStopsWatching: string;
  passKeyboard(name: string): string;
  /** Heads what was said in public since a hot-seat player's last turn, shown after the screen was cleared. */
  sinceLastTurn: string;
  onlyYou(text: string): string;
  abandoned: string;
  /** After `--save` wrote the finished game's record. */
  recordSaved(path: string): string;
  /** What `daedalus replay` says of a record it re-ran: `game` is the game's name. */
  replayed: {
    verified(game: string, actions: number): string;
    outcome(line: string): string;
    finalHash(hash: string): string;
  };
  chooseNumber(count: number): string;
  badJson(message: string): string;
  typeNumber: string;
  longList(count: number): string;
  outcome: {
    notOver: string;
    /** The result only: why the game ended was said by its last announcement, in the game's words. */
    won(winners: readonly string[]): string;
    draw: string;
    allLost: string;
    scores(list: string): string;
    /** One seat's score in the list: a name may end in a number ("Computer 2"), so a dash parts them. */
    score(name: string, score: number): string;
  };
  table: {
    created(id: string, game: string, visibility: 'public' | 'private'): string;
    invite(code: string): string;
    othersJoin(command: string): string;
    watch(command: string): string;
    header(game: string, id: string, seats: string): string;
    /**
     * `n`, here and below: a seat's number as people read it, counted from 1 as players are
     * ("seat 2" is Player 2's) and as `--seat` takes it; `name`: the player's name.
     */
    youPlay(n: number, name: string): string;
    token(token: string, command: string): string;
    watching: string;
    seatComputer(n: number, level: string | null): string;
    /** A computer player's name (the server names it in English, e.g. "Computer (strong)"). */
    computerName(level: string | null): string;
    seatTaken(n: number, name: string): string;
    seatFree(n: number): string;
    tookSeat(who: string, n: number): string;
    gaveUpSeat(who: string, n: number): string;
    lostConnection(who: string): string;
    isBack(who: string): string;
    begins: string;
    reconnected: string;
    reconnecting: string;
    waitingPlayers: string;
    waitingSeats(seats: string): string;
    notYourTurn: string;
    notConnected: string;
    clock(seconds: number): string;
    /** The clock of a player the table waits for. */
    theirClock(who: string, seconds: number): string;
    noAnswer: string;
    refused(message: string, code: string): string;
    /** An invite code given and refused (the server tells no missing code from a wrong one). */
    wrongInvite(invite: string): string;
    /** Joining a table whose every human seat is taken. */
    everySeatTaken(id: string): string;
    left(id: string): string;
    /** A seat given up before the game began ('give up'). */
    gaveUp(id: string): string;
    /** What `help` adds while the table waits for players. */
    giveUpHint: string;
    comeBack(command: string): string;
    noRecord: string;
    recordFails(message: string): string;
  };
}

const en: TerminalWords = {
  player: (n) => `Player ${n}`,
  computer: 'computer',
  you: 'you',
  reaction: 'reaction',
  typeAMove: "Type a move, a number from the list, 'list', 'help' or 'quit'.",
  inputHelp:
    "A number picks from the list; you may also type the move in words or as JSON. 'list' shows every possible action.",
  quitEnds: "'quit' ends the game.",
  quitLeaves: "'quit' leaves the table (your seat stays yours: come back with --token).",
  quitStopsWatching: "'quit' stops watching.",
  passKeyboard: (name) => `— Pass the keyboard to ${name}, then press Enter. —`,
  sinceLastTurn: 'Since your last turn:',
  onlyYou: (text) => `Only you were told: ${text}`,
  abandoned: 'Game abandoned.',
  recordSaved: (path) => `Record saved to ${path} (replay it with: daedalus replay ${path}).`,
  replayed: {
    verified: (game, actions) =>
      `${game}: ${actions} actions replayed, every step hash verified (each step's action chained, whole states at checkpoints and at the end).`,
    outcome: (line) => `Outcome: ${line}`,
    finalHash: (hash) => `Final state hash: ${hash}`,
  },
  chooseNumber: (count) => `Choose a number from 1 to ${count}.`,
  badJson: (message) => `That is not valid JSON: ${message}`,
  typeNumber: 'Type a number from the list.',
  longList: (count) => `(${count} possible actions: type 'list' to see them)`,
  outcome: {
    notOver: 'The game is not over.',
    won: (winners) => `${winners.join(' and ')} won.`,
    draw: 'The game is a draw.',
    allLost: 'Everyone lost.',
    scores: (list) => `Scores: ${list}.`,
    score: (name, score) => `${name} — ${score}`,
  },
  table: {
    created: (id, game, visibility) => `Created table ${id} (${game}, ${visibility}).`,
    invite: (code) => `Invite code: ${code}`,
    othersJoin: (command) => `Others join with: ${command}`,
    watch: (command) => `Watch with: ${command}`,
    header: (game, id, seats) => `${game} at table ${id}: ${seats}.`,
    youPlay: (n, name) => `You play seat ${n} (${name}).`,
    token: (token, command) =>
      `Your seat token is ${token}: keep it to come back to this seat later with\n  ${command} --token ${token}`,
    watching: "You are watching. Type 'quit' to stop.",
    seatComputer: (n, level) => `seat ${n}: computer${level ? ` (${level})` : ''}`,
    computerName: (level) => `Computer${level ? ` (${level})` : ''}`,
    seatTaken: (n, name) => `seat ${n}: ${name}`,
    seatFree: (n) => `seat ${n}: free`,
    tookSeat: (who, n) => `${who} took seat ${n}.`,
    gaveUpSeat: (who, n) => `${who} gave up seat ${n}: it is free again.`,
    lostConnection: (who) => `${who} lost the connection.`,
    isBack: (who) => `${who} is back.`,
    begins: 'Every seat is taken: the game begins.',
    reconnected: 'Reconnected to the table.',
    reconnecting: 'The connection to the server was lost: reconnecting...',
    waitingPlayers: 'Waiting for the other players...',
    waitingSeats: (seats) => `Waiting for players to take the free seats (${seats})...`,
    notYourTurn: '(It is not your turn yet: that is kept for your turn.)',
    notConnected: '(Not connected right now: that is kept until the connection is back.)',
    clock: (seconds) => `(Your clock: ${seconds} seconds to decide.)`,
    theirClock: (who, seconds) => `(${who} has ${seconds} seconds to decide.)`,
    noAnswer: 'The server did not answer in time; choose again.',
    refused: (message, code) => `Refused: ${message} (${code})`,
    wrongInvite: (invite) =>
      `The invite code ${invite} is not this table's: check it with whoever invited you.`,
    everySeatTaken: (id) =>
      `Every seat at table ${id} is taken: watch it with --watch, or come back to your seat with --token.`,
    left: (id) => `You left table ${id}.`,
    gaveUp: (id) => `You gave up your seat at table ${id}: it is free for someone else.`,
    giveUpHint: "Until the game begins, 'give up' frees your seat for someone else.",
    comeBack: (command) => `Your seat stays yours: come back with\n  ${command}`,
    noRecord: '(The record of the game could not be fetched.)',
    recordFails: (message) => `(The record does not replay here: ${message})`,
  },
};

const de: TerminalWords = {
  player: (n) => `Spieler ${n}`,
  computer: 'Computer',
  you: 'du',
  reaction: 'Reaktion',
  typeAMove: "Gib einen Zug ein, eine Nummer aus der Liste, 'list', 'help' oder 'quit'.",
  inputHelp:
    "Eine Nummer wählt aus der Liste; du kannst den Zug auch in Worten oder als JSON eingeben. 'list' zeigt alle möglichen Aktionen.",
  quitEnds: "'quit' beendet das Spiel.",
  quitLeaves: "'quit' verlässt den Tisch (dein Platz bleibt deiner: komm mit --token zurück).",
  quitStopsWatching: "'quit' beendet das Zuschauen.",
  passKeyboard: (name) => `— Gib die Tastatur an ${name} weiter, dann drücke Enter. —`,
  sinceLastTurn: 'Seit deinem letzten Zug:',
  onlyYou: (text) => `Nur dir wurde gesagt: ${text}`,
  abandoned: 'Spiel abgebrochen.',
  recordSaved: (path) => `Aufzeichnung gespeichert in ${path} (nachspielen mit: daedalus replay ${path}).`,
  replayed: {
    verified: (game, actions) =>
      `${game}: ${actions} Aktionen nachgespielt, jeder Schritt-Hash geprüft (die Aktion jedes Schritts verkettet, ganze Zustände an Prüfpunkten und am Ende).`,
    outcome: (line) => `Ergebnis: ${line}`,
    finalHash: (hash) => `Hash des Endzustands: ${hash}`,
  },
  chooseNumber: (count) => `Wähle eine Nummer von 1 bis ${count}.`,
  badJson: (message) => `Das ist kein gültiges JSON: ${message}`,
  typeNumber: 'Gib eine Nummer aus der Liste ein.',
  longList: (count) => `(${count} mögliche Aktionen: 'list' zeigt sie)`,
  outcome: {
    notOver: 'Die Partie ist nicht zu Ende.',
    won: (winners) => `${winners.length > 1 ? 'Gewonnen haben' : 'Gewonnen hat'}: ${winners.join(' und ')}.`,
    draw: 'Unentschieden.',
    allLost: 'Alle haben verloren.',
    scores: (list) => `Punkte: ${list}.`,
    score: (name, score) => `${name} – ${score}`,
  },
  table: {
    created: (id, game, visibility) =>
      `Tisch ${id} angelegt (${game}, ${visibility === 'public' ? 'öffentlich' : 'privat'}).`,
    invite: (code) => `Einladungscode: ${code}`,
    othersJoin: (command) => `Andere kommen dazu mit: ${command}`,
    watch: (command) => `Zuschauen mit: ${command}`,
    header: (game, id, seats) => `${game} am Tisch ${id}: ${seats}.`,
    youPlay: (n, name) => `Du spielst Platz ${n} (${name}).`,
    token: (token, command) =>
      `Dein Platz-Token ist ${token}: bewahre es auf, um später an diesen Platz zurückzukehren, mit\n  ${command} --token ${token}`,
    watching: "Du schaust zu. Mit 'quit' hörst du auf.",
    seatComputer: (n, level) => `Platz ${n}: Computer${level ? ` (${level})` : ''}`,
    computerName: (level) => `Computer${level ? ` (${level})` : ''}`,
    seatTaken: (n, name) => `Platz ${n}: ${name}`,
    seatFree: (n) => `Platz ${n}: frei`,
    tookSeat: (who, n) => `${who} hat Platz ${n} genommen.`,
    gaveUpSeat: (who, n) => `${who} hat Platz ${n} aufgegeben: Er ist wieder frei.`,
    lostConnection: (who) => `${who} hat die Verbindung verloren.`,
    isBack: (who) => `${who} ist wieder da.`,
    begins: 'Alle Plätze sind besetzt: das Spiel beginnt.',
    reconnected: 'Wieder mit dem Tisch verbunden.',
    reconnecting: 'Die Verbindung zum Server ist abgerissen: verbinde neu ...',
    waitingPlayers: 'Warte auf die anderen Spieler ...',
    waitingSeats: (seats) => `Warte, bis Spieler die freien Plätze nehmen (${seats}) ...`,
    notYourTurn: '(Du bist noch nicht am Zug: das wird für deinen Zug aufgehoben.)',
    notConnected: '(Gerade nicht verbunden: das wird aufgehoben, bis die Verbindung wieder steht.)',
    clock: (seconds) => `(Deine Uhr: ${seconds} Sekunden für die Entscheidung.)`,
    theirClock: (who, seconds) => `(${who} hat ${seconds} Sekunden für die Entscheidung.)`,
    noAnswer: 'Der Server hat nicht rechtzeitig geantwortet; wähle noch einmal.',
    refused: (message, code) => `Abgelehnt: ${message} (${code})`,
    wrongInvite: (invite) =>
      `Der Einladungscode ${invite} gehört nicht zu diesem Tisch: Frag nach, wer dich eingeladen hat.`,
    everySeatTaken: (id) =>
      `Alle Plätze am Tisch ${id} sind besetzt: Schau mit --watch zu, oder kehre mit --token auf deinen Platz zurück.`,
    left: (id) => `Du hast den Tisch ${id} verlassen.`,
    gaveUp: (id) => `Du hast deinen Platz am Tisch ${id} aufgegeben: Er ist frei für jemand anderen.`,
    giveUpHint: "Bis das Spiel beginnt, gibt 'give up' deinen Platz für jemand anderen frei.",
    comeBack: (command) => `Dein Platz bleibt deiner: komm zurück mit\n  ${command}`,
    noRecord: '(Die Aufzeichnung der Partie konnte nicht geladen werden.)',
    recordFails: (message) => `(Die Aufzeichnung lässt sich hier nicht nachspielen: ${message})`,
  },
};

const ru: TerminalWords = {
  player: (n) => `Игрок ${n}`,
  computer: 'компьютер',
  you: 'вы',
  reaction: 'реакция',
  typeAMove: "Введите ход, номер из списка, 'list', 'help' или 'quit'.",
  inputHelp:
    "Номер выбирает ход из списка; ход можно также ввести словами или в JSON. 'list' показывает все возможные действия.",
  quitEnds: "'quit' завершает игру.",
  quitLeaves: "'quit' — уйти из-за стола (место останется за вами: вернуться можно с --token).",
  quitStopsWatching: "'quit' — перестать наблюдать.",
  passKeyboard: (name) => `— Ход: ${name}. Передайте клавиатуру и нажмите Enter. —`,
  sinceLastTurn: 'С вашего прошлого хода:',
  onlyYou: (text) => `Только вам сообщено: ${text}`,
  abandoned: 'Игра прервана.',
  recordSaved: (path) => `Запись партии сохранена в ${path} (воспроизвести: daedalus replay ${path}).`,
  replayed: {
    verified: (game, actions) =>
      `${game}: воспроизведено действий: ${actions}, хеш каждого шага проверен (действия шагов сцеплены в цепочку, полные состояния — в контрольных точках и в конце).`,
    outcome: (line) => `Итог: ${line}`,
    finalHash: (hash) => `Хеш конечного состояния: ${hash}`,
  },
  chooseNumber: (count) => `Выберите номер от 1 до ${count}.`,
  badJson: (message) => `Это некорректный JSON: ${message}`,
  typeNumber: 'Введите номер из списка.',
  longList: (count) => `(возможных действий: ${count}; введите 'list', чтобы увидеть их)`,
  outcome: {
    notOver: 'Партия не окончена.',
    won: (winners) => `${winners.length > 1 ? 'Победители' : 'Победитель'}: ${winners.join(' и ')}.`,
    draw: 'Ничья.',
    allLost: 'Все проиграли.',
    scores: (list) => `Очки: ${list}.`,
    score: (name, score) => `${name} — ${score}`,
  },
  table: {
    created: (id, game, visibility) =>
      `Создан стол ${id} (${game}, ${visibility === 'public' ? 'открытый' : 'закрытый'}).`,
    invite: (code) => `Код приглашения: ${code}`,
    othersJoin: (command) => `Другие присоединяются командой: ${command}`,
    watch: (command) => `Наблюдать: ${command}`,
    header: (game, id, seats) => `${game}, стол ${id}: ${seats}.`,
    youPlay: (n, name) => `Вы играете на месте ${n} (${name}).`,
    token: (token, command) =>
      `Токен вашего места: ${token}. Сохраните его, чтобы позже вернуться на это место командой\n  ${command} --token ${token}`,
    watching: "Вы наблюдаете. Введите 'quit', чтобы перестать.",
    seatComputer: (n, level) => `место ${n}: компьютер${level ? ` (${level})` : ''}`,
    computerName: (level) => `Компьютер${level ? ` (${level})` : ''}`,
    seatTaken: (n, name) => `место ${n}: ${name}`,
    seatFree: (n) => `место ${n}: свободно`,
    tookSeat: (who, n) => `${who} занимает место ${n}.`,
    gaveUpSeat: (who, n) => `${who} освобождает место ${n}.`,
    lostConnection: (who) => `${who}: соединение потеряно.`,
    isBack: (who) => `${who} снова за столом.`,
    begins: 'Все места заняты: игра начинается.',
    reconnected: 'Соединение со столом восстановлено.',
    reconnecting: 'Соединение с сервером потеряно: переподключение...',
    waitingPlayers: 'Ожидание других игроков...',
    waitingSeats: (seats) => `Ожидание игроков на свободные места (${seats})...`,
    notYourTurn: '(Сейчас не ваш ход: это сохранится до вашего хода.)',
    notConnected: '(Нет соединения: это сохранится, пока соединение не восстановится.)',
    clock: (seconds) => `(Ваши часы: на решение ${seconds} с.)`,
    theirClock: (who, seconds) => `(${who}: на решение ${seconds} с.)`,
    noAnswer: 'Сервер не ответил вовремя; выберите ещё раз.',
    refused: (message, code) => `Отклонено: ${message} (${code})`,
    wrongInvite: (invite) =>
      `Код приглашения ${invite} не от этого стола: уточните его у того, кто вас пригласил.`,
    everySeatTaken: (id) =>
      `Все места за столом ${id} заняты: смотрите игру с --watch или вернитесь на своё место с --token.`,
    left: (id) => `Вы вышли из-за стола ${id}.`,
    gaveUp: (id) => `Вы освободили своё место за столом ${id}: его может занять кто-нибудь другой.`,
    giveUpHint: "Пока игра не началась, 'give up' освобождает ваше место для другого игрока.",
    comeBack: (command) => `Место остаётся за вами: вернуться можно командой\n  ${command}`,
    noRecord: '(Не удалось получить запись партии.)',
    recordFails: (message) => `(Запись не воспроизводится здесь: ${message})`,
  },
};

const WORDS: Readonly<Record<Locale, TerminalWords>> = { en, de, ru };

/**
 * A seat as the terminal names it: the name its player gave, else "Player N"; a computer
 * player "Player N (computer)" whatever name a record gives it (older records name it in
 * English: "Computer (strong)").
 */
export function seatName(
  words: TerminalWords,
  seat: number,
  info?: { readonly name: string; readonly kind: 'human' | 'bot' },
): string {
  if (info?.kind === 'bot') return `${words.player(seat + 1)} (${words.computer})`;
  return info?.name ? info.name : words.player(seat + 1);
}

export function terminalWords(locale: Locale): TerminalWords {
  return WORDS[locale];
}
