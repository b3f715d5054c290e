export const MAX_UPLOAD_IMAGES = 5;
