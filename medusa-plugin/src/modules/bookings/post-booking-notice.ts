import type { BookingDeps, BookingViewer } from "./types";

/**
 * A message in the booking's chat, after the change committed; its failure never undoes the
 * change. `bell: false` where the change has its own notification already.
 */
export async function postBookingNotice(
  deps: BookingDeps,
  viewer: BookingViewer,
  chatId: string,
  body: string,
  bell = true,
): Promise<void> {
  await deps.chatPosting
    .send(viewer, { chatId, body, files: [] }, { notify: bell })
    .catch((error: unknown) => console.warn(`[booking] chat notice failed: ${String(error)}`));
}
