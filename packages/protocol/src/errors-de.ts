/** The server's errors in German (`errors.ts` has the English and the codes). */
import type { ProtocolErrorWords } from './errors.ts';

export const deProtocolErrors: ProtocolErrorWords = {
  'protocol/malformed': () => 'Die Nachricht hat nicht die erwartete Form.',
  'protocol/malformed#detail': (detail) => `Die Nachricht hat nicht die erwartete Form (${detail}).`,
  'protocol/malformed#chat': (max) =>
    `Eine Chatzeile besteht aus 1 bis ${max} Zeichen Text (ohne Steuerzeichen).`,
  'protocol/malformed#json': () => 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'protocol/malformed#object': () => 'Der Inhalt der Anfrage ist kein JSON-Objekt.',
  'protocol/too-large': () => 'Die Nachricht ist größer, als der Server annimmt.',
  'protocol/too-large#bytes': (bytes) => `Nachrichten sind auf ${bytes} Bytes begrenzt.`,
  'protocol/too-large#matchmaking': (bytes) => `Eine Beitrittsanfrage hat höchstens ${bytes} Bytes.`,
  'protocol/too-deep': () => 'Die Nachricht ist tiefer verschachtelt, als der Server annimmt (32 Ebenen).',
  'protocol/too-deep#levels': (levels) => `Die Anfrage ist tiefer als ${levels} Ebenen verschachtelt.`,
  'protocol/rate-limited': () =>
    'Zu viele Nachrichten: Bitte etwas langsamer, und gleich noch einmal versuchen.',
  'protocol/rate-limited#guesses': () =>
    'Zu viele falsche Platzschlüssel oder Einladungscodes von deiner Adresse oder an diesem Tisch: Versuche es in einer Minute wieder.',
  'protocol/rate-limited#tables': (perMinute) =>
    `Zu viele neue Tische von deiner Adresse (${perMinute} pro Minute): Versuche es in einer Minute wieder.`,
  'protocol/unknown-message': () => 'Diese Art von Nachricht kennt der Server nicht.',
  'protocol/unknown-message#api': () => 'Diesen API-Endpunkt gibt es nicht.',
  'auth/no-seat': () => 'Das dürfen nur Spieler mit einem Platz; Zuschauer schauen zu.',
  'auth/wrong-seat': () => 'Diese Verbindung spielt einen anderen Platz.',
  'auth/bad-token': () => 'Der Platzschlüssel gilt nicht für diesen Tisch.',
  'auth/invite-required': () => 'Dieser Tisch ist privat: Es braucht einen Einladungscode.',
  'table/not-found': () => 'Diesen Tisch gibt es nicht.',
  'table/seat-taken': () => 'Dieser Platz ist schon besetzt.',
  'table/no-such-seat': () => 'Diesen Platz hat der Tisch nicht.',
  'table/seat-is-bot': () => 'Diesen Platz spielt der Computer.',
  'table/secret-in-use': () =>
    'Dieses Geheimnis hält schon einen anderen Platz: Nimm einen Platz mit einem neuen Geheimnis.',
  'table/secret-in-use#seat': (seat) =>
    `Dieses Geheimnis hält schon Platz ${seat}: Nutze es als Schlüssel dieses Platzes, oder nimm einen Platz mit einem neuen Geheimnis.`,
  'table/not-started': () => 'Das Spiel beginnt, wenn alle Plätze besetzt sind.',
  'table/not-finished': () => 'Die Aufzeichnung gibt es, sobald das Spiel vorbei ist.',
  'table/not-finished#rematch': () => 'Eine Revanche kann man erst verlangen, wenn das Spiel vorbei ist.',
  'table/started': () =>
    'Das Spiel hat begonnen: Einen Platz kann man nur aufgeben, solange der Tisch auf Spieler wartet.',
  'table/invalid': () => 'Mit diesen Einstellungen ließ sich der Tisch nicht anlegen.',
  'table/invalid#detail': (detail) => `Ungültiger Tisch: ${detail}`,
  'table/invalid#level': (game, level, levels) =>
    `${game} hat keine Computerstufe „${level}“ (Stufen: ${levels}).`,
  'table/unknown-game': () => 'Ein Spiel mit dieser Kennung gibt es nicht.',
  'table/unknown-game#id': (game) => `Das Spiel „${game}“ gibt es nicht.`,
  'table/unknown-game#here': (game) => `Dieser Server hat das Spiel ${game} nicht.`,
  'table/unavailable': () =>
    'Der Tisch ist auf diesem Server gerade nicht erreichbar; versuche es noch einmal.',
  'table/unavailable#closing': () => 'Der Server wird gerade beendet; versuche es gleich noch einmal.',
  'action/stale': () =>
    'Das Spiel ist weitergegangen seit dem Stand, auf den du reagiert hast; hier ist der aktuelle Stand.',
  'action/stale#own': (stateId) =>
    `Dein Platz hat nach Stand ${stateId} schon gehandelt: Das war eine zweite Aktion für eine Entscheidung und wurde nicht ausgeführt (schicke die nächste Aktion, sobald die letzte beantwortet ist); hier ist der aktuelle Stand.`,
  'action/malformed': () => 'Diese Aktion gibt es in diesem Spiel nicht.',
  'match/over': () => 'Das Spiel ist vorbei.',
  'server/storage': () => 'Der Server konnte die Aktion nicht speichern; nichts wurde verändert.',
  'server/error': () => 'Der Server konnte nicht antworten.',
  'server/storage#rematch': () => 'Der Server konnte die Revanche nicht anlegen; versuche es noch einmal.',
  'server/storage#leave': () =>
    'Der Server konnte den Platz nicht freigeben; er ist noch deiner: versuche es noch einmal.',
  'server/reservation-expired': () =>
    'Der für diese Verbindung reservierte Platz ist abgelaufen, bevor sie ankam: Tritt noch einmal bei.',
};
