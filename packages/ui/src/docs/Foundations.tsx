import tokensCss from '../tokens.css?raw';
import { contrastRows, parseTokens, type ContrastRow, type TokenBlock } from './contrast';

const THEMES: { block: TokenBlock; label: string }[] = [
  { block: ':root', label: 'Light' },
  { block: '.dark', label: 'Dark' },
];

function Ratio({ row }: { row: ContrastRow }) {
  const pass = row.ratio >= row.need;
  return (
    <td>
      {row.ratio.toFixed(2)}:1 {pass ? '✓' : '✗'} <small>(needs {row.need}:1)</small>
    </td>
  );
}

/**
 * Every colour token with its contrast against the surfaces it sits on, in both themes,
 * computed with the WCAG 2 formula from tokens.css as built (nothing typed in).
 */
export function ContrastTable() {
  return (
    <>
      {THEMES.map(({ block, label }) => {
        const tokens = parseTokens(tokensCss, block);
        return (
          <section key={block} aria-label={`${label} theme contrast`}>
            <h3>{label} theme</h3>
            <table>
              <thead>
                <tr>
                  <th>Token</th>
                  <th>Sits on</th>
                  <th>Sample</th>
                  <th>Contrast</th>
                </tr>
              </thead>
              <tbody>
                {contrastRows(tokens).map((row) => (
                  <tr key={`${row.token}-${row.on}`} data-token={row.token} data-on={row.on}>
                    <td>
                      <code>--pp-{row.token}</code> <small>{tokens[row.token]}</small>
                    </td>
                    <td>
                      <code>--pp-{row.on}</code> <small>{tokens[row.on]}</small>
                    </td>
                    <td>
                      <span
                        style={{
                          background: tokens[row.on],
                          color: tokens[row.token],
                          padding: '2px 8px',
                          borderRadius: 4,
                          border: `1px solid ${tokens[row.token]}`,
                        }}
                      >
                        Aa
                      </span>
                    </td>
                    <Ratio row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

/** The shadow scale, as the components use it. */
export const ELEVATION = [
  { name: 'shadow-xs', className: 'pp:shadow-xs', use: 'Inputs, checkboxes and outline buttons: a hint of depth.' },
  { name: 'shadow-sm', className: 'pp:shadow-sm', use: 'Cards resting on the page.' },
  { name: 'shadow-md', className: 'pp:shadow-md', use: 'Menus and popovers: float above the page.' },
  { name: 'shadow-lg', className: 'pp:shadow-lg', use: 'Dialogs, sheets and toasts: above everything (modals add an overlay).' },
] as const;

export function Elevation() {
  return (
    <div className="sb-unstyled pp:grid pp:grid-cols-2 pp:gap-6 pp:sm:grid-cols-4">
      {ELEVATION.map(({ name, className, use }) => (
        <div key={name} className="pp:flex pp:flex-col pp:gap-2">
          <div className={`pp:h-16 pp:rounded-md pp:border pp:border-border pp:bg-card ${className}`} />
          <code className="pp:text-xs">{name}</code>
          <span className="pp:text-xs pp:text-muted-foreground">{use}</span>
        </div>
      ))}
    </div>
  );
}
