/** The game's picture for lists: SVG elements in a 120 × 120 view box (decorative). */
export const art =
  '<rect x="4" y="4" width="112" height="112" rx="8" fill="#243b2f"></rect><g fill="#6b705c"><circle cx="44" cy="40" r="9"></circle><circle cx="76" cy="74" r="11"></circle><circle cx="40" cy="88" r="7"></circle></g><path d="M18 24h20v20h20v30h30" fill="none" stroke="#f2cc8f" stroke-width="4" stroke-linecap="round" stroke-dasharray="6 6"></path><circle cx="18" cy="24" r="8" fill="#e07a5f"></circle><rect x="90" y="64" width="20" height="20" rx="3" fill="#81b29a"></rect>';
