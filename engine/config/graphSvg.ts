/** Diagrams drawn by Graphviz (@viz-js/viz) and stacked into one SVG, each at its own size, the widest setting the width. */
const GAP = 24;

export async function svgOf(dots: string[]): Promise<string> {
  const { instance } = await import('@viz-js/viz');
  const viz = await instance();
  const parts = dots.map((d) => {
    const svg = viz.renderString(d, { format: 'svg', engine: 'dot' });
    const m = /<svg width="([\d.]+)pt" height="([\d.]+)pt"/.exec(svg);
    if (!m) throw new Error('Graphviz gave an SVG without a size');
    return { width: Number(m[1]), height: Number(m[2]), body: svg.slice(svg.indexOf('<svg')) };
  });
  if (parts.length === 1) return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${parts[0]!.body}`;
  const width = Math.max(...parts.map((p) => p.width));
  let y = 0;
  const placed = parts.map((p) => {
    // Inside the outer drawing sizes are in its units (points), not in "pt" again.
    const inner = p.body.replace(/<svg width="([\d.]+)pt" height="([\d.]+)pt"/, `<svg x="0" y="${y}" width="$1" height="$2"`);
    y += p.height + GAP;
    return inner;
  });
  const height = y - GAP;
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}pt" height="${height}pt" viewBox="0 0 ${width} ${height}">\n${placed.join('\n')}\n</svg>\n`;
}
