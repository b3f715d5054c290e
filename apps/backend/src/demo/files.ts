// Files the demo attaches where the platform asks for one (claims, order-unique packaging).

/** A 1×1 PNG: the photo a claim needs (spec §5: at least one file). */
export const DEMO_PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

export type UploadApi = {
  store(
    organisationId: string,
    customerId: string,
    files: Array<{ originalName: string; bytes: Buffer }>,
  ): Promise<Array<{ id: string; mimeType: string }>>;
};
