/** "How to play" beside a game's title at the table: its rules page (the short version first), in a new tab so the game stays open. */
import { useI18n } from '../i18n/i18n.tsx';
import { href } from '../route.ts';

export function RulesLink({ game }: { game: string }) {
  const { t } = useI18n();
  return (
    <a
      className="rules-link touch-link"
      href={href({ page: 'rules', game })}
      target="_blank"
      rel="noopener"
      data-testid="how-to-play-link"
    >
      {t('rules.howToPlay')}
    </a>
  );
}
