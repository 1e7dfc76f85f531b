/** 001 §9: PDF pages at most 700 px wide. */
export const PDF_MAX_WIDTH = 700;

/** The page width for a viewer `available` px wide at `zoom` (1 = fit the width), never past 700 px. */
export function pageWidth(available: number, zoom: number): number {
  return Math.max(200, Math.min(PDF_MAX_WIDTH, Math.floor(Math.min(PDF_MAX_WIDTH, available) * zoom)));
}
