// The upload route: what a member's file picker sends, what it answers, and who can read the file.

import { request as httpRequest } from "node:http";
import {
  DEMO_PASSWORD,
  signIn,
  sql,
  testJpeg,
  testPdf,
  testPng,
  translation,
  uploadFile,
  uploadFiles,
} from "@platform/testing";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");

let customer: string;
let supplier: string;
let support: string;

beforeAll(async () => {
  [customer, supplier, support] = await Promise.all([
    signIn(url, "customer@demo.local", DEMO_PASSWORD),
    signIn(url, "supplier@demo.local", DEMO_PASSWORD),
    signIn(url, "support@demo.local", DEMO_PASSWORD),
  ]);
});

const get = (path: string, token?: string) =>
  fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("uploading", () => {
  it("stores an image under a server-generated name, owned by the uploader's organisation, with a thumbnail", async () => {
    const png = await testPng("../../Damaged parcel.PNG");
    const answer = await uploadFiles(url, customer, [png]);
    expect(answer.status).toBe(201);
    const [file] = answer.files;
    expect(file).toMatchObject({
      name: "Damaged parcel.png",
      mimeType: "image/png",
      isImage: true,
      size: png.content.length,
    });
    expect(file?.thumbnailUrl).toMatch(/\/thumbnail\?exp=\d+&sig=/);

    const [row] = await sql<{ storage_key: string; organisation_id: string; subject_id: string | null }>(
      databaseUrl,
      `SELECT u.storage_key, u.organisation_id, u.subject_id FROM upload u WHERE u.id = $1`,
      [file?.id],
    );
    const [own] = await sql<{ organisation_id: string }>(
      databaseUrl,
      `SELECT m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id WHERE c.email = 'customer@demo.local'`,
    );
    expect(row?.organisation_id).toBe(own?.organisation_id);
    expect(row?.subject_id).toBeNull();
    expect(row?.storage_key).not.toContain("Damaged");

    const original = await get(file?.url as string);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(original.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await original.arrayBuffer()).equals(png.content)).toBe(true);

    const thumbnail = await get(file?.thumbnailUrl as string);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
  });

  it("takes a PDF (no thumbnail) together with images in one request", async () => {
    const answer = await uploadFiles(url, customer, [testPdf(), await testJpeg()]);
    expect(answer.status).toBe(201);
    expect(answer.files.map((f) => [f.mimeType, f.isImage, f.thumbnailUrl === null])).toEqual([
      ["application/pdf", false, true],
      ["image/jpeg", true, false],
    ]);
    const pdf = await get(answer.files[0]?.url as string);
    expect(pdf.headers.get("content-disposition")).toContain("delivery-note.pdf");
  });

  it("judges a file by its content, not its name or declared type", async () => {
    const script = {
      name: "invoice.pdf",
      mimeType: "application/pdf",
      content: Buffer.from("<script>alert(1)</script>"),
    };
    const answer = await uploadFiles(url, customer, [script]);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(translation("en", "uploads:errors.unsupportedType", { name: "invoice.pdf" }));

    const brokenPng = { ...(await testPng("broken.png")) };
    brokenPng.content = brokenPng.content.subarray(0, 40);
    const broken = await uploadFiles(url, customer, [brokenPng], { locale: "de" });
    expect(broken.status).toBe(400);
    expect(broken.message).toBe(translation("de", "uploads:errors.unreadable", { name: "broken.png" }));
  });

  it("refuses more than 5 images, a file over 10 MB, and an empty request — storing nothing", async () => {
    const before = await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM upload");
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => testPng(`p${i}.png`, 64)));
    const tooMany = await uploadFiles(url, customer, images);
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toBe("You can only upload a maximum of 5 images");

    const big = { name: "scan.pdf", mimeType: "application/pdf", content: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) };
    big.content.write("%PDF-1.4\n", 0, "latin1");
    const tooLarge = await uploadFiles(url, customer, [big]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.message).toBe('"scan.pdf" is larger than 10 MB.');

    const none = await uploadFiles(url, customer, []);
    expect(none.status).toBe(400);
    expect(none.message).toBe("Choose at least one file.");

    const after = await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM upload");
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("needs a signed-in member's bearer token", async () => {
    const png = await testPng();
    expect((await uploadFiles(url, null, [png])).status).toBe(401);
    // A disabled organisation still uploads its bank transfer proof (invoices only, spec §4).
    const disabled = await signIn(url, "disabled@demo.local", DEMO_PASSWORD);
    expect((await uploadFiles(url, disabled, [png])).status).toBe(201);
    const foreign = await uploadFiles(url, customer, [png], { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  });
});

describe("reading", () => {
  it("works only through an unaltered, unexpired signed link", async () => {
    const file = await uploadFile(url, customer, await testPng());
    const link = new URL(file.url, url);
    const bare = await get(link.pathname);
    expect(bare.status).toBe(403);

    const otherFile = new URL(link);
    otherFile.pathname = link.pathname.replace(file.id, "upl_someoneelse");
    expect((await get(otherFile.pathname + otherFile.search)).status).toBe(403);

    const later = new URL(link);
    later.searchParams.set("exp", String(Number(link.searchParams.get("exp")) + 3600));
    expect((await get(later.pathname + later.search)).status).toBe(403);

    const expired = new URL(link);
    expired.searchParams.set("exp", "1000");
    expect((await get(expired.pathname + expired.search)).status).toBe(403);
  });

  it("renews links for the owning organisation and support, and for nobody else", async () => {
    const file = await uploadFile(url, customer, await testPng());
    const own = await get(`/store/uploads/${file.id}`, customer);
    expect(own.status).toBe(200);
    const { file: renewed } = (await own.json()) as { file: { url: string } };
    expect((await get(renewed.url)).status).toBe(200);

    expect((await get(`/store/uploads/${file.id}`, support)).status).toBe(200);
    expect((await get(`/store/uploads/${file.id}`, supplier)).status).toBe(404);
    expect((await get(`/store/uploads/${file.id}`)).status).toBe(401);
  });
});

/** A raw HTTP request (exact bytes and Content-Length, as a broken or hostile client sends them). */
function rawPost(path: string, headers: Record<string, string | number>, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(new URL(path, url), { method: "POST", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("hostile bodies (hardening)", () => {
  it("a body that ends inside the file part is a 400, and the backend keeps serving (even a waitlist account)", async () => {
    const waitlist = await signIn(url, "waitlist@demo.local", DEMO_PASSWORD);
    const boundary = "----truncated1234";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      (await testPng()).content.subarray(0, 200),
      // no closing boundary: the body ends inside the file
    ]);
    for (let i = 0; i < 3; i++) {
      const answer = await rawPost(
        "/store/uploads",
        {
          authorization: `Bearer ${waitlist}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": body.length,
        },
        body,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ i18nKey: "uploads:errors.failed" });
    }
    // Still the same process, still serving: health, a sign-in and an upload.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const again = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
    expect((await uploadFiles(url, again, [await testPng()])).status).toBe(201);
  });

  it("a multipart body over the request limit is a 413 before it is read", async () => {
    const answer = await rawPost(
      "/store/uploads",
      {
        authorization: `Bearer ${customer}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": 500 * 1024 * 1024,
      },
      Buffer.from("--x\r\n"),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: translation("en", "common:errors.payloadTooLarge") });
  });
});
