/** A small drawing for each game on the home page (decorative: hidden from screen readers). */

function Hunt() {
  return (
    <>
      <rect x="4" y="4" width="112" height="112" rx="6" fill="#f4ecd8" stroke="#5b4a2f" strokeWidth="4" />
      <path
        d="M32 4v56M60 32v84M88 4v28M88 60h28M32 88h56M4 60h28M60 32h28"
        stroke="#5b4a2f"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="18" cy="102" r="8" fill="#2f6db5" />
      <path
        d="M20 100 L46 74 L74 74 L74 46 L100 46"
        stroke="#2f6db5"
        strokeWidth="2"
        strokeDasharray="4 4"
        fill="none"
      />
      <rect x="90" y="88" width="20" height="14" rx="2" fill="#c9952b" stroke="#6b4b12" strokeWidth="2" />
      <path d="M90 93h20" stroke="#6b4b12" strokeWidth="2" />
    </>
  );
}

function Labyrinth() {
  return (
    <>
      <rect x="4" y="4" width="112" height="112" rx="6" fill="#1f2a3a" />
      <g stroke="#45597a" strokeWidth="1">
        {[26, 48, 70, 92].map((v) => (
          <g key={v}>
            <path d={`M${v} 4v112`} />
            <path d={`M4 ${v}h112`} />
          </g>
        ))}
      </g>
      <path d="M26 26h44M48 48v44M70 70h44M26 70v22" stroke="#e9d8a6" strokeWidth="4" strokeLinecap="round" />
      <circle cx="37" cy="103" r="7" fill="#e76f51" />
      <circle cx="81" cy="37" r="7" fill="#2a9d8f" />
      <text x="92" y="108" fontSize="26" fill="#e9d8a6" fontFamily="serif">
        ?
      </text>
    </>
  );
}

function ShiftingMaze() {
  const tiles: [number, number, string][] = [
    [0, 0, 'M0 14h28M14 14v14'],
    [1, 0, 'M14 0v28'],
    [2, 0, 'M0 14h28'],
    [0, 1, 'M14 0v14h14'],
    [1, 1, 'M0 14h28M14 0v28'],
    [2, 1, 'M14 28v-14h-14'],
    [0, 2, 'M14 0v28'],
    [1, 2, 'M0 14h14v14'],
    [2, 2, 'M0 14h28M14 0v14'],
  ];
  return (
    <>
      <rect x="4" y="4" width="112" height="112" rx="6" fill="#e8f1e4" />
      {tiles.map(([x, y, d]) => (
        <g key={`${x}${y}`} transform={`translate(${18 + x * 30} ${18 + y * 30})`}>
          <rect width="28" height="28" rx="3" fill="#8fb573" />
          <path d={d} stroke="#f6f1d1" strokeWidth="7" fill="none" />
        </g>
      ))}
      <path d="M60 8v8m-4-4l4 4 4-4" stroke="#b5462f" strokeWidth="3" fill="none" />
      <circle cx="48" cy="62" r="5" fill="#b5462f" />
    </>
  );
}

function Generic() {
  return (
    <>
      <rect x="4" y="4" width="112" height="112" rx="6" fill="#eee" />
      <path d="M20 20h80v80H36V36h48v48H52V52h16" stroke="#555" strokeWidth="6" fill="none" />
    </>
  );
}

const art: Record<string, () => React.JSX.Element> = {
  hunt: Hunt,
  labyrinth: Labyrinth,
  'shifting-maze': ShiftingMaze,
};

export function GameArt({ id }: { id: string }) {
  const Draw = art[id] ?? Generic;
  return (
    <svg className="game-art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <Draw />
    </svg>
  );
}
