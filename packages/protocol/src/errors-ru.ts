/** The server's errors in Russian (`errors.ts` has the English and the codes). */
import { ruPlural } from '@daedalus/core';
import type { ProtocolErrorWords } from './errors.ts';

export const ruProtocolErrors: ProtocolErrorWords = {
  'protocol/malformed': () => 'Сообщение имеет неожиданную форму.',
  'protocol/malformed#detail': (detail) => `Сообщение имеет неожиданную форму (${detail}).`,
  'protocol/malformed#chat': (max) =>
    `Строка чата — это от 1 до ${max} ${ruPlural(max, 'символа', 'символов', 'символов')} текста (без управляющих символов).`,
  'protocol/malformed#json': () => 'Тело запроса — не корректный JSON.',
  'protocol/malformed#object': () => 'Тело запроса — не объект JSON.',
  'protocol/too-large': () => 'Сообщение больше, чем принимает сервер.',
  'protocol/too-large#bytes': (bytes) =>
    `Сообщение может занимать не более ${bytes} ${ruPlural(bytes, 'байта', 'байтов', 'байтов')}.`,
  'protocol/too-large#matchmaking': (bytes) =>
    `Запрос на подключение может занимать не более ${bytes} ${ruPlural(bytes, 'байта', 'байтов', 'байтов')}.`,
  'protocol/too-deep': () => 'Вложенность сообщения глубже, чем принимает сервер (32 уровня).',
  'protocol/too-deep#levels': (levels) =>
    `Вложенность запроса больше ${levels} ${ruPlural(levels, 'уровня', 'уровней', 'уровней')}.`,
  'protocol/rate-limited': () => 'Слишком много сообщений: помедленнее, попробуйте через мгновение.',
  'protocol/rate-limited#guesses': () =>
    'Слишком много неверных ключей мест или кодов приглашения с вашего адреса или за этим столом: попробуйте через минуту.',
  'protocol/rate-limited#tables': (perMinute) =>
    `Слишком много новых столов с вашего адреса (${perMinute} в минуту): попробуйте через минуту.`,
  'protocol/unknown-message': () => 'Сервер не знает сообщений такого рода.',
  'protocol/unknown-message#api': () => 'Такого адреса API нет.',
  'auth/no-seat': () => 'Это может сделать только игрок за столом; зрители смотрят.',
  'auth/wrong-seat': () => 'Это соединение играет за другое место.',
  'auth/bad-token': () => 'Ключ места не подходит к этому столу.',
  'auth/invite-required': () => 'Это закрытый стол: нужен код приглашения.',
  'table/not-found': () => 'Такого стола нет.',
  'table/seat-taken': () => 'Это место уже занято.',
  'table/no-such-seat': () => 'За столом нет такого места.',
  'table/seat-is-bot': () => 'За это место играет компьютер.',
  'table/secret-in-use': () => 'Этот секрет уже занимает другое место: займите место с новым секретом.',
  'table/secret-in-use#seat': (seat) =>
    `Этот секрет уже занимает место ${seat}: используйте его как ключ этого места или займите место с новым секретом.`,
  'table/not-started': () => 'Игра начнётся, когда все места будут заняты.',
  'table/not-finished': () => 'Запись будет доступна, когда игра закончится.',
  'table/not-finished#rematch': () => 'Реванш можно предложить, только когда игра окончена.',
  'table/started': () => 'Игра началась: освободить место можно, только пока стол ждёт игроков.',
  'table/invalid': () => 'С такими настройками стол создать не удалось.',
  'table/invalid#detail': (detail) => `Неверный стол: ${detail}`,
  'table/invalid#level': (game, level, levels) =>
    `У ${game} нет уровня компьютера «${level}» (уровни: ${levels}).`,
  'table/unknown-game': () => 'Игры с таким идентификатором нет.',
  'table/unknown-game#id': (game) => `Игры «${game}» нет.`,
  'table/unknown-game#here': (game) => `На этом сервере нет игры ${game}.`,
  'table/unavailable': () => 'Стол сейчас недоступен на этом сервере; попробуйте ещё раз.',
  'table/unavailable#closing': () => 'Сервер завершает работу; попробуйте через мгновение.',
  'action/stale': () => 'Игра продвинулась с того состояния, на которое вы ответили; вот текущее состояние.',
  'action/stale#own': (stateId) =>
    `Ваше место уже сделало ход после состояния ${stateId}: это было второе действие для одного решения, и оно не применено (отправляйте следующее действие, когда на предыдущее пришёл ответ); вот текущее состояние.`,
  'action/malformed': () => 'Такого действия в этой игре нет.',
  'match/over': () => 'Игра окончена.',
  'server/storage': () => 'Серверу не удалось сохранить действие; ничего не изменилось.',
  'server/error': () => 'Сервер не смог ответить.',
  'server/storage#rematch': () => 'Серверу не удалось создать реванш; попробуйте ещё раз.',
  'server/storage#leave': () => 'Серверу не удалось освободить место; оно всё ещё ваше: попробуйте ещё раз.',
  'server/reservation-expired': () =>
    'Место, зарезервированное для этого соединения, истекло до его прихода: подключитесь снова.',
};
