export const MAX_UPLOAD_IMAGES = 5;

/** Every list of files a subject carries (claim, chat message, booking, …) holds at most this many. */
export const MAX_ATTACHED_FILES = 10;
