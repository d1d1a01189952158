// @ts-check
/**
 * Files for the player: a backup to keep, a result as a picture, a backup read back.
 * `saveFile` offers the phone's share sheet where it takes files (Web Share API level 2),
 * else downloads; it resolves to "shared", "saved", "cancelled" or "failed". Called
 * within the tap, as the share sheet requires.
 */
/** @param {File} file */
export async function saveFile(file) {
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: file.name });
      return "shared";
    } catch (error) {
      if (/** @type {Error | null} */ (error)?.name === "AbortError") return "cancelled";
      // Not allowed here: download it instead.
    }
  }
  try {
    const url = URL.createObjectURL(file);
    const link = Object.assign(document.createElement("a"), { href: url, download: file.name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return "saved";
  } catch {
    return "failed";
  }
}

/** The text of a chosen file, or null when it is bigger than `maxChars` could hold.
 * @param {File} file @param {number} maxChars */
export async function readFile(file, maxChars) {
  if (file.size > maxChars * 4) return null; // UTF-8: at most four bytes a character
  return file.text();
}

const PICTURE = { width: 1080, pad: 64, row: 84, line: 60, title: 64, text: 40, small: 32 };

function colours() {
  const dark = matchMedia("(prefers-color-scheme: dark)").matches;
  return dark
    ? { back: "#16202a", ink: "#f1f4f7", soft: "#9fb0c0", band: "#223140", accent: "#f2c14e" }
    : { back: "#ffffff", ink: "#17212b", soft: "#5b6b7a", band: "#eef2f5", accent: "#b8860b" };
}

/**
 * A PNG of a result table: `title`, `rows` (the first one the header; the first column
 * places, the last ones numbers), under it `settle` (a heading and its lines, or none)
 * and the `code` line (or ""), and a `footer` line, in the page's own font. Python words
 * every line (`SharePicture`); this only draws them.
 * @param {{title: string, rows: string[][], settle?: string[], code?: string, footer: string}} picture
 * @returns {Promise<Blob>}
 */
export function drawPicture({ title, rows, settle = [], code = "", footer }) {
  const { width, pad, row, small, line } = PICTURE;
  const notes = (settle.length ? 32 + line * settle.length : 0) + (code ? 32 + line : 0);
  const height = pad * 2 + PICTURE.title + 24 + row * rows.length + notes + small + 32;
  const canvas = Object.assign(document.createElement("canvas"), { width, height });
  const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  const c = colours();
  const font = getComputedStyle(document.body).fontFamily || "sans-serif";
  g.fillStyle = c.back;
  g.fillRect(0, 0, width, height);
  g.fillStyle = c.accent;
  g.fillRect(0, 0, width, 16);
  g.fillStyle = c.ink;
  g.font = `700 ${PICTURE.title}px ${font}`;
  g.textBaseline = "top";
  g.fillText(title, pad, pad, width - pad * 2);
  const columns = rows[0].length;
  const nameWidth = width - pad * 2 - 120 - 200 * (columns - 2);
  const left = (/** @type {number} */ i) => (i === 0 ? pad : i === 1 ? pad + 120 : pad + 120 + nameWidth + 200 * (i - 2));
  let y = pad + PICTURE.title + 24;
  rows.forEach((cells, r) => {
    if (r % 2 === 1) {
      g.fillStyle = c.band;
      g.fillRect(pad - 16, y, width - pad * 2 + 32, row);
    }
    g.fillStyle = r === 0 ? c.soft : c.ink;
    g.font = `${r === 0 ? 600 : r === 1 ? 700 : 400} ${r === 0 ? small : PICTURE.text}px ${font}`;
    cells.forEach((cell, i) => {
      const numeric = i >= 2;
      g.textAlign = numeric ? "right" : "left";
      const x = numeric ? left(i) + 180 : left(i);
      g.fillText(cell, x, y + (row - PICTURE.text) / 2, i === 1 ? nameWidth - 24 : 180);
    });
    y += row;
  });
  g.textAlign = "left";
  if (settle.length) y += 32;
  settle.forEach((text, i) => {
    g.fillStyle = i === 0 ? c.soft : c.ink;
    g.font = i === 0 ? `600 ${small}px ${font}` : `${PICTURE.text}px ${font}`;
    g.fillText(text, pad, y + (line - PICTURE.text) / 2, width - pad * 2);
    y += line;
  });
  if (code) {
    y += 32;
    g.fillStyle = c.ink;
    g.font = `700 ${PICTURE.text}px ${font}`;
    g.fillText(code, pad, y + (line - PICTURE.text) / 2, width - pad * 2);
    y += line;
  }
  g.fillStyle = c.soft;
  g.font = `${small}px ${font}`;
  g.fillText(footer, pad, y + 32, width - pad * 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"),
  );
}
