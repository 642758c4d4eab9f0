/** The game's picture for lists: SVG elements in a 120 × 120 view box (a maze, a slug, a machine). */
export const art =
  '<rect x="4" y="4" width="112" height="112" rx="8" fill="#eef3f6"></rect>' +
  '<path d="M16 16h88v88H16z" fill="none" stroke="#5b6f7d" stroke-width="6"></path>' +
  '<path d="M38 16v50M60 104V62M82 16v40M38 84h22" stroke="#5b6f7d" stroke-width="6" fill="none"></path>' +
  '<rect x="86" y="78" width="14" height="14" rx="2" fill="#c0392b"></rect>' +
  '<path d="M89 81l8 8M97 81l-8 8" stroke="#fff" stroke-width="2.5"></path>' +
  '<path d="M22 92c4-8 14-8 18 0z" fill="#8dbf5a"></path>' +
  '<circle cx="36" cy="84" r="4" fill="#8dbf5a"></circle>' +
  '<path d="M35 80l-2-6M38 80l2-6" stroke="#8dbf5a" stroke-width="1.8"></path>' +
  '<path d="M22 92h18" stroke="#6c9a43" stroke-width="2"></path>' +
  '<path d="M42 30h12M48 24v12" stroke="#2e86c1" stroke-width="3"></path>';
