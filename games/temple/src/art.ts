/** The game's picture for lists: a triangular hall with rhombi, a wall and a statue (120 × 120). */
export const art =
  '<rect x="4" y="4" width="112" height="112" rx="8" fill="#f3ead8"></rect><polygon points="32,12 88,12 116,60 88,108 32,108 4,60" fill="#e8d5b0" stroke="#8a6d3b" stroke-width="2"></polygon><path d="M18 36h84M4 60h112M18 84h84M32 12l56 96M88 12l-56 96M60 12l-28 48M60 12l28 48M32 108l28-48M88 108l-28-48" stroke="#c9ad7a" stroke-width="1" fill="none"></path><polygon points="46,36 74,36 60,60" fill="#b5462f"></polygon><polygon points="60,60 88,60 74,84" fill="#b5462f"></polygon><polygon points="32,60 46,36 60,60 46,84" fill="#6f8f4e" stroke="#3f5a2a" stroke-width="2"></polygon><path d="M46 84 60 60" stroke="#2b2b2b" stroke-width="4"></path><polygon points="74,36 102,36 88,60 60,60" fill="#d9a441" stroke="#8a5a12" stroke-width="2"></polygon><circle cx="81" cy="46" r="5" fill="#b5462f"></circle><rect x="78" y="50" width="6" height="6" fill="#b5462f"></rect><circle cx="46" cy="96" r="6" fill="#2f5fa8"></circle>';

/**
 * The players' colours as drawn (seat order, as the words name them: red, blue, green,
 * yellow — `COLOURS` in types.ts), for the platform's `seatColours`.
 */
export const seatColours = ['#c0392b', '#2f6db5', '#2a9d55', '#c99a06'] as const;
