// @ts-check
/**
 * Share result: the phone's share sheet (Web Share API) where there is one, else the
 * clipboard. Resolves to "shared", "cancelled", "copied" or "failed" (then the app shows
 * the text to copy by hand). Called within the tap, as both APIs require.
 */
/** @param {string} title @param {string} text @param {string} url */
export async function shareResult(title, text, url) {
  const data = { title, text, url };
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (/** @type {Error | null} */ (error)?.name === "AbortError") return "cancelled";
      // Not allowed here (no user gesture, a policy): try the clipboard instead.
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    return "copied";
  } catch {
    return "failed";
  }
}
