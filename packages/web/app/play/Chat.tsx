/**
 * Chat at the table: what the seated players said (names as they chose them, the
 * latest lines kept by the table for newcomers), and a line to say for a player.
 * Spectators read. Lines follow the server's rate and length limits.
 */
import type { AnyGame } from '@daedalus/core';
import { type ChatLine, LIMITS } from '@daedalus/protocol';
import type { DaedalusError } from '@daedalus/protocol/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { explainFailure } from '../net/wire-words.ts';
import { seatColor } from './types.ts';

export function Chat({
  game,
  lines,
  say,
  t,
}: {
  game: AnyGame;
  lines: readonly ChatLine[];
  /** Says a line; absent for spectators. Rejects with the server's words. */
  say?: ((text: string) => Promise<void>) | undefined;
  t: Translate;
}) {
  const { locale } = useI18n();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line arrives
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const line = text.trim();
    if (!say || !line) return;
    setText('');
    setProblem(null);
    say(line).catch((error: DaedalusError) => {
      setText(line);
      setProblem(explainFailure(error, locale, game));
    });
  };
  return (
    <section className="chat-box" aria-labelledby="chat-heading" data-testid="chat">
      <h2 id="chat-heading">{t('chat.heading')}</h2>
      {/* The live region is there before the first line (one that comes with it is not read out). */}
      <div aria-live="polite">
        {lines.length === 0 ? (
          <p className="muted small">{t('chat.empty')}</p>
        ) : (
          <ol ref={list} className="chat-lines">
            {lines.map((l) => (
              <li key={`${l.at}-${l.seat}-${l.text}`}>
                <span className="swatch" style={{ background: seatColor(l.seat, game) }} aria-hidden="true" />
                <span className="chat-name">
                  <bdi translate="no">{l.name}</bdi>:
                </span>{' '}
                <span className="chat-text">{l.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      {say ? (
        <form className="chat-say" onSubmit={send}>
          <input
            aria-label={t('chat.placeholder')}
            placeholder={t('chat.placeholder')}
            value={text}
            maxLength={LIMITS.maxChatLength}
            onChange={(e) => setText(e.target.value)}
            data-testid="chat-input"
          />
          <button type="submit" disabled={!text.trim()}>
            {t('chat.send')}
          </button>
        </form>
      ) : (
        <p className="muted small">{t('chat.spectator')}</p>
      )}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
