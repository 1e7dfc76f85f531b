/** A JSON-logic rule as short readable text for diagrams: `app.status.bpo === "REQUIRED" and brokerPriceOpinionState`. */
const INFIX = new Set(['===', '!==', '<', '<=', '>', '>=', '+', '-', '*', '/', 'in']);

export function logicText(rule: unknown): string {
  if (rule === null || typeof rule !== 'object') return JSON.stringify(rule);
  if (Array.isArray(rule)) return `[${rule.map(logicText).join(', ')}]`;
  const [op, raw] = Object.entries(rule)[0] ?? ['', []];
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return String(args[0]);
  if (op === 'ref') return String(args[0]);
  if (op === '!') return `not ${wrap(args[0])}`;
  if (op === 'and' || op === 'or') return args.map(wrap).join(` ${op} `);
  if (INFIX.has(op) && args.length === 2) return `${wrap(args[0])} ${op} ${wrap(args[1])}`;
  return `${op}(${args.map(logicText).join(', ')})`;
}

function wrap(rule: unknown): string {
  const text = logicText(rule);
  const op = rule !== null && typeof rule === 'object' && !Array.isArray(rule) ? Object.keys(rule)[0] : undefined;
  return op === 'and' || op === 'or' || (op !== undefined && INFIX.has(op)) ? `(${text})` : text;
}
