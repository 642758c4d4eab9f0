/**
 * The Labyrinth's rule errors in German (keys and arguments: `errors-en.ts`), in the words of
 * `de.ts`: Feld, Startfeld, Zug, Spieler, Landmine, Denkpause, ein neues Feld bestellen; the
 * game master says "du". Cells are "Spalte x, Zeile y", counted from 1; the scenario's
 * sentences keep the scenario format's coordinates.
 */
import type { ErrorWords } from './errors-en.ts';

const notACell = (x: number, y: number): string =>
  `Spalte ${x + 1}, Zeile ${y + 1} ist kein Feld des Labyrinths.`;
const impossible = (why: string): string => `Dieser Plan lässt sich nicht erzeugen: ${why}`;

/** The generated shapes as the options name them (`de.ts`). */
const SHAPE: Readonly<Record<string, string>> = {
  rectangle: 'Rechteck',
  'no-corners': 'Ohne Ecken',
  cross: 'Kreuz',
};

/** "an der oberen Seite". */
const SIDE: Readonly<Record<string, string>> = {
  up: 'oberen',
  right: 'rechten',
  down: 'unteren',
  left: 'linken',
};

export const deErrors: ErrorWords = {
  'game/over': () => 'Das Spiel ist vorbei.',
  'turn/not-your-turn': (seat) => `Spieler ${seat + 1} ist gerade nicht am Zug.`,
  'turn/wrong-action#start': () => 'Jetzt wählt jeder Spieler ein Startfeld.',
  'turn/wrong-action#play': () => 'Die Startfelder sind gewählt: Jetzt mach einen Zug.',
  'timeout/not-deciding': (seat) => `Das Spiel wartet gerade nicht auf Spieler ${seat + 1}.`,

  'start/not-a-cell': (x, y) => notACell(x, y),
  'start/same-as-before': () =>
    'Nach einer ungültigen Wahl muss jeder ein anderes Feld wählen als beim letzten Mal.',
  'start/not-peeked': () => 'Du hast nach Feldern gefragt, also beginnst du auf einem von ihnen.',
  'start/no-peeks': () => 'Du kannst nach keinem Feld mehr fragen.',
  'start/peeked': () => 'Nach diesem Feld hast du schon gefragt.',

  'move/condition-before': () =>
    'Eine Bedingung hängt vom Ergebnis der Bewegung ab: Setz sie hinter die Bewegung.',
  'move/conditional-forbidden': () => 'Bedingte Züge sind an diesem Tisch nicht erlaubt (Regel 7.1).',
  'move/dark-forbidden': () => 'Dunkle Züge sind an diesem Tisch nicht erlaubt.',
  'move/semi-dark-forbidden': () => 'Halbdunkle Züge sind an diesem Tisch nicht erlaubt.',
  'move/throwing-forbidden': () =>
    'Werfen ist an diesem Tisch nicht erlaubt: Gegenstände kannst du nur auf deinem eigenen Feld ablegen.',
  'move/no-landmines': () => 'Diese Partie wird ohne Landminen gespielt.',
  'move/mine-here-only': () => 'An diesem Tisch darfst du eine Landmine nur auf dein eigenes Feld legen.',
  'move/target-required': () => 'An diesem Tisch nennt jeder Schuss Zielspieler und Zielfeld (Regel 7.3).',
  'move/target-not-played': () => 'Gezielte Schüsse gibt es an diesem Tisch nicht.',
  'move/bad-target#seat': () => 'Das Ziel muss ein anderer Spieler an diesem Tisch sein.',
  'move/bad-target#cell': () => 'Das Zielfeld ist kein Feld des Labyrinths.',
  'move/repeat-forbidden': () =>
    'Einen Zug zu wiederholen, der bekanntlich nichts ändert, ist nicht erlaubt (Regel 7.7).',
  'move/skip-forbidden': () => 'Aussetzen ist an diesem Tisch nicht erlaubt (Regel 7.7).',

  'recall/bad-seat': () => 'Erfragen kannst du nur den letzten Zug eines anderen Spielers an diesem Tisch.',
  'reorder/once': () => 'Du hast in diesem Zug schon ein neues Feld bestellt.',
  'reorder/not-a-cell': (x, y) => notACell(x, y),
  'reorder/no-right': () =>
    'Ein neues Feld darfst du nur in dem Zug bestellen, der direkt auf eine Verwundung folgt.',
  'break/not-played': () =>
    'Denkpausen gibt es nur an Tischen mit Bedenkzeit, an denen Denkpausen eingeschaltet sind (Regel 9).',
  'break/not-needed': () =>
    'Die Bedenkzeit beträgt hier fünf Minuten oder mehr: Eine fünfminütige Denkpause brächte nichts (Regel 9).',
  'break/once': () => 'Du machst in diesem Zug schon eine Denkpause (Regel 9).',
  'break/wait': () =>
    'Eine weitere Denkpause darfst du erst nehmen, wenn mindestens die Hälfte der anderen Spieler so viele genommen hat wie du (Regel 9).',

  'setup/players': (min, max, players) =>
    `Labyrinth wird von ${min} bis ${max} Spielern gespielt, nicht von ${players}.`,
  'setup/handicap-seat': () => 'Eine Vorgabe nennt einen Platz, den es an diesem Tisch nicht gibt.',
  'setup/start-cells': () =>
    'Nach der Startregel bleiben zu wenige Felder übrig, als dass jeder Spieler ein Startfeld bekäme.',
  'setup/no-crossings#plan': () =>
    'Der Tisch verlangt Durchgänge (Regel 7.1), aber dieser Plan verbindet seine gegenüberliegenden Seiten nicht durch Land, Krankenhäuser, Waffenkammern und Deltas.',
  'setup/no-crossings#generated': () =>
    'Es ließ sich kein Labyrinth erzeugen, dessen gegenüberliegende Seiten durch Land, Krankenhäuser, Waffenkammern und Deltas verbunden sind; versuch es mit einem größeren Labyrinth oder mit weniger Flüssen und Gruben.',

  'plan/generate-shape': (shape, width, height) =>
    `Die Form „${SHAPE[shape] ?? shape}“ braucht mindestens 3×3 Felder, nicht ${width}×${height}.`,
  'plan/generate-shape#mask': (entries, width, height) =>
    `Die Maske hat ${entries} ${entries === 1 ? 'Eintrag' : 'Einträge'}, ein Plan von ${width}×${height} braucht ${width * height}.`,
  'plan/generate-impossible#disconnected': () =>
    impossible('Die Form hängt nicht zusammen, jedes Feld muss von jedem anderen aus erreichbar sein.'),
  'plan/generate-impossible#no-weaponry': () =>
    impossible('Ein Labyrinth braucht mindestens eine Waffenkammer (Regel 8.2).'),
  'plan/generate-impossible#no-hospital': () =>
    impossible('Ein Labyrinth braucht mindestens ein Krankenhaus (Regel 8.2).'),
  'plan/generate-impossible#one-pit': () =>
    impossible(
      'Eine einzelne Grube bildet keinen Grubenkreis, ein Kreis braucht mindestens 2 Gruben (Regel 4.4); wähle 0 oder mindestens 2.',
    ),
  'plan/generate-impossible#no-loop': (pits) =>
    impossible(`${pits} ${pits === 1 ? 'Grube braucht' : 'Gruben brauchen'} mindestens einen Grubenkreis.`),
  'plan/generate-impossible#few-pits': (loops) =>
    impossible(
      `${loops} ${loops === 1 ? 'Grubenkreis braucht' : 'Grubenkreise brauchen'} mindestens ${2 * loops} Gruben (2 pro Kreis, Regel 4.4).`,
    ),
  'plan/generate-impossible#open-exits': (open, exits) =>
    impossible(`Es gibt mehr offene Ausgänge (${open}) als Ausgänge überhaupt (${exits}).`),
  'plan/generate-impossible#too-small': (need, cells) =>
    impossible(
      `Die Einstellungen brauchen mindestens ${need} Felder (Waffenkammern, Krankenhäuser, Enzephalitis-Felder, Gruben, zwei je Flusssystem, ein Landfeld je Schatz), die Form hat aber nur ${cells}.`,
    ),
  'plan/generate-failed': (attempts) =>
    `Mit diesen Einstellungen ließ sich in ${attempts} Versuchen kein gültiger Plan bauen; versuch es mit weniger Flüssen, Gruben oder besonderen Feldern oder mit einer größeren Form.`,

  'scenario/invalid#order': (field, seats) =>
    `${field}: Die Zugreihenfolge muss jeden der ${seats} Plätze genau einmal nennen.`,
  'scenario/invalid#result': (field, phase) =>
    `${field}: Ein Ergebnis wird genau dann angegeben, wenn die Phase „${phase}“ ist.`,
  'scenario/invalid#not-a-cell': (field, x, y) => `${field}: (${x}, ${y}) ist kein Feld des Plans.`,
  'scenario/invalid#no-cell': (field) =>
    `${field}: Gib an, wo der Spieler steht (nur wer ausgeschieden ist oder sein Startfeld noch wählt, hat kein Feld).`,
  'scenario/invalid#all-placed': (field, at) =>
    `${field}: In der Startphase wählt mindestens ein Spieler noch: Lass bei ihm „${at}“ weg.`,
  'scenario/invalid#cannot-start': (field, x, y, _reason, code) =>
    `${field}: Start auf (${x}, ${y}) nicht möglich (${code}).`,
  'scenario/invalid#starts-invalid': (field) =>
    `${field}: Die Startregel hat die Wahl der Startfelder für ungültig erklärt.`,
  'scenario/invalid#treasure-count': (field, treasure, treasures) =>
    `${field}: Schatz ${treasure}, aber der Plan hat nur ${treasures === 1 ? 'einen' : treasures}.`,
  'scenario/invalid#treasure-held': (field, treasure) =>
    `${field}: Schatz ${treasure} trägt schon ein anderer Spieler.`,
  'scenario/invalid#corpse-held': (field, seat) =>
    `${field}: Die Leiche von Spieler ${seat + 1}: Er ist nicht tot, oder ein anderer trägt sie schon.`,
  'scenario/invalid#wounded-carrying': (field) =>
    `${field}: Wer verwundet oder angesteckt ist, trägt nichts außer Granaten (Regel 5.1).`,
  'scenario/invalid#no-exit': (field, side, x, y) =>
    `${field}: An der ${SIDE[side] ?? side} Seite von (${x}, ${y}) gibt es keinen offenen Ausgang.`,
  'scenario/invalid#outside-holding': (field) =>
    `${field}: Wer außerhalb des Labyrinths ist, trägt keinen Schatz und keine Leiche (Regel 3.4).`,
  'scenario/invalid#reorder-seat': (field) => `${field}: Nur wer am Zug ist, darf jetzt ein Feld bestellen.`,
  'scenario/invalid#dead-outside': (field) => `${field}: Ein toter Spieler liegt auf einem Feld.`,
  'scenario/invalid#treasure-lying': (field, treasure) =>
    `${field}: Schatz ${treasure} gibt es im Plan nicht, oder ein Spieler trägt ihn.`,
  'scenario/invalid#corpse-lying': (field, seat) =>
    `${field}: Eine Leiche von Spieler ${seat + 1}, der nicht tot ist.`,
  'scenario/invalid#turn-start': (field) =>
    `${field}: Solange die Startfelder gewählt werden, ist niemand am Zug.`,
  'scenario/invalid#turn-not-playing': (field, seat) => `${field}: Spieler ${seat + 1} ist nicht im Spiel.`,
  'scenario/invalid#turn-missing': (field) =>
    `${field}: Wer am Zug wäre, ist nicht im Spiel: Gib an, wer am Zug ist.`,
  'scenario/invalid#winner': (field) => `${field}: Ein Sieger sitzt nicht an diesem Tisch.`,
};
