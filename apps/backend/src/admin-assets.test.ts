import { describe, expect, it } from "vitest";
import { chooseEncoding, dashboardChunks } from "./admin-assets";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, as the client allows", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });

  it("sends the file as it is to a client that takes neither", () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("gzip;q=0, deflate")).toBeUndefined();
  });
});

describe("dashboardChunks", () => {
  // Medusa Admin 1.20's main script (minified, abridged): the `a/*` route's lazy page and two others.
  const main =
    "f=(0,a.lazy)(function(){return Promise.all([r.e(207),r.e(63),r.e(143)]).then(r.bind(r,62143))})," +
    "d=(0,a.lazy)(function(){return Promise.all([r.e(207),r.e(243),r.e(399),r.e(63),r.e(132),r.e(232)]).then(r.bind(r,36883))})," +
    "p=(0,a.lazy)(function(){return r.e(315).then(r.bind(r,32315))});" +
    '(0,o.jsx)(s.Route,{path:"/",element:(0,o.jsx)(p,{})}),' +
    '(0,o.jsx)(s.Route,{path:"a/*",element:(0,o.jsx)(l.y,{writeKey:c,children:(0,o.jsx)(d,{})})}),';

  it("finds the chunks of the signed-in pages", () => {
    expect(dashboardChunks(main)).toEqual([207, 243, 399, 63, 132, 232]);
  });

  it("finds a single chunk, and nothing in a build of another shape", () => {
    expect(dashboardChunks(main.replace("children:(0,o.jsx)(d,{})", "children:(0,o.jsx)(p,{})"))).toEqual([315]);
    expect(dashboardChunks("console.log(1)")).toBeNull();
  });
});
