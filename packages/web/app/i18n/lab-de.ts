/** Das Labyrinth: der Spielbildschirm auf Deutsch (Schlüssel wie in `lab-en.ts`). */
import type { LabKey } from './lab-en.ts';

export const labDe: Record<LabKey, string> = {
  'lab.seatStart': 'begann auf {type}',
  'lab.seatOut': 'aus dem Spiel',
  'lab.chooseStart':
    'Wähle geheim dein Startfeld unter den hervorgehobenen Feldern. Niemand sieht es; wenn alle gewählt haben, prüft der Spielleiter die Wahlen gemeinsam.',
  'lab.chooseStartPeek':
    'Wähle geheim dein Startfeld unter den hervorgehobenen Feldern oder frage zuerst nach einem Feld (noch {n}).',
  'lab.chooseAgain':
    'Die Wahlen wurden für ungültig erklärt (das ist normal, Regel 6.1): Wähle geheim neu, ein anderes Feld als zuletzt.',
  'lab.reorderNow': 'Du darfst ein neues Feld bestellen: Wähle es auf dem Brett oder mache deinen Zug.',
  'lab.yourMoveOutside':
    'Du bist außerhalb des Labyrinths: Komm mit diesem Zug zurück, durch den Ausgang, durch den du hinausgegangen bist – sonst bist du aus dem Spiel.',
  'lab.yourMove': 'Dein Zug: ein Pfeilknopf oder eine Pfeiltaste oder ein ganzer Zug in Worten.',
  'lab.answer': 'Die letzte Antwort des Spielleiters an dich',
  'lab.noAnswer': 'Noch nichts: Hier steht die Antwort auf deinen ersten Zug.',
  'lab.pad': 'Züge',
  'lab.keys': 'Die Pfeiltasten spielen die vier Züge, wenn du nicht gerade tippst.',
  'lab.told': 'Zuletzt gesagt: {status}',
  'lab.notebook': 'Notizbuch',
  'lab.round': 'Runde',
  'lab.notebookEmpty': 'Noch keine Züge.',
  'lab.tool': 'Zeichnen',
  'lab.tool.cell': 'Felder und Wände',
  'lab.tool.here': 'Ich bin hier',
  'lab.tool.flow': 'Flusspfeile',
  'lab.tool.pit': 'Grubenringe',
  'lab.tool.treasure': 'Schätze',
  'lab.tool.exit': 'Ausgänge',
  'lab.hint.here': 'Klicke das Feld an, auf dem du dich vermutest.',
  'lab.hint.hereTouch': 'Tippe auf das Feld, auf dem du dich vermutest.',
  'lab.hint.flow': 'Klicke ein Feld an, um seinen Flusspfeil zu drehen: oben, rechts, unten, links, keiner.',
  'lab.hint.flowTouch':
    'Tippe auf ein Feld, um seinen Flusspfeil zu drehen: oben, rechts, unten, links, keiner.',
  'lab.hint.pit': 'Klicke eine Grube an, um sie in ihrem Ring zu nummerieren: 1 bis 9, dann keine.',
  'lab.hint.pitTouch': 'Tippe auf eine Grube, um sie in ihrem Ring zu nummerieren: 1 bis 9, dann keine.',
  'lab.hint.treasure': 'Klicke ein Feld an, um einen Schatz zu markieren oder die Markierung zu entfernen.',
  'lab.hint.treasureTouch':
    'Tippe auf ein Feld, um einen Schatz zu markieren oder die Markierung zu entfernen.',
  'lab.hint.exit': 'Klicke eine Seite des Umrisses an, um einen Ausgang zu markieren oder zu entfernen.',
  'lab.hint.exitTouch': 'Tippe auf eine Seite des Umrisses, um einen Ausgang zu markieren oder zu entfernen.',
  'lab.sketchKeys':
    'Auf dem Brett: Pfeile bewegen den Cursor; I: ich bin hier, F: Flusspfeil, 1–9: Grubennummer (0 löscht), T: Schatz, Alt+Pfeil: Ausgang.',
  'lab.here': 'Ich bin hier (vermutet)',
  'lab.exitMark': 'Ausgang',
};
