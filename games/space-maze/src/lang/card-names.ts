/** The cards' names in every language (the language files and the error tables share them). */
import type { Locale } from '@daedalus/core';
import type { CardKind } from '../types.ts';

export const CARD_NAMES: Readonly<Record<Locale, Readonly<Record<CardKind, string>>>> = {
  en: {
    rotate90: 'Rotate 90',
    rotate180: 'Rotate 180',
    rotate270: 'Rotate 270',
    twist: 'Diagonal Twist',
    switch: 'Diagonal Switch',
    exchange: 'Exchange',
    run1: 'Run +1',
    run2: 'Run +2',
    morph: 'Morph',
    superglue: 'Superglue',
    movebase: 'Move Base',
  },
  de: {
    rotate90: 'Drehung 90',
    rotate180: 'Drehung 180',
    rotate270: 'Drehung 270',
    twist: 'Diagonaldrehung',
    switch: 'Diagonaltausch',
    exchange: 'Austausch',
    run1: 'Rennen +1',
    run2: 'Rennen +2',
    morph: 'Verwandlung',
    superglue: 'Superkleber',
    movebase: 'Basis versetzen',
  },
  ru: {
    rotate90: 'Поворот 90',
    rotate180: 'Поворот 180',
    rotate270: 'Поворот 270',
    twist: 'Диагональный поворот',
    switch: 'Диагональный обмен',
    exchange: 'Обмен',
    run1: 'Бег +1',
    run2: 'Бег +2',
    morph: 'Превращение',
    superglue: 'Суперклей',
    movebase: 'Перенос базы',
  },
};
