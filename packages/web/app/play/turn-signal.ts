/**
 * Telling a player it is their turn when they look elsewhere: the tab's title starts with
 * "Your turn" while it lasts, and — if they turned it on — a short chime sounds when it
 * begins. The chime is made by the Web Audio API (no sound file to download).
 */
import { useEffect, useState } from 'react';

const SOUND_KEY = 'daedalus.sound';

export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === '1';
  } catch {
    return false;
  }
}

/** The sound setting, kept in this browser. */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(soundOn);
  return [
    on,
    (value) => {
      setOn(value);
      try {
        localStorage.setItem(SOUND_KEY, value ? '1' : '0');
      } catch {
        // private mode: the setting lasts for this page only
      }
    },
  ];
}

/** Two soft notes, a fifth apart. */
export function chime(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const start = audio.currentTime;
    [660, 990].forEach((frequency, i) => {
      const note = audio.createOscillator();
      const gain = audio.createGain();
      note.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.25);
      note.connect(gain).connect(audio.destination);
      note.start(start + i * 0.12);
      note.stop(start + i * 0.12 + 0.3);
    });
    setTimeout(() => void audio.close(), 800);
  } catch {
    // no audio device: the title still tells
  }
}

/** While `yourTurn`, the tab's title says so; when a turn begins, the chime (if on). */
export function useTurnSignal(yourTurn: boolean, words: string, sound: boolean): void {
  useEffect(() => {
    if (!yourTurn) return;
    if (sound) chime();
    const prefix = `● ${words} · `;
    const apply = () => {
      if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    };
    apply();
    // The page may set its own title after us (a route change): keep ours in front.
    const observer = new MutationObserver(apply);
    const title = document.querySelector('title');
    if (title) observer.observe(title, { childList: true });
    return () => {
      observer.disconnect();
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [yourTurn, words, sound]);
}
