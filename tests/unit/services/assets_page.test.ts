import { describe, expect, it, vi } from "vitest";
import { AssetsLoadingError, assetLoadFailed, createAssets, loadCSS, loadJS } from "../../../src/services/assets";
import { parseMainObject, readPage } from "../../../src/services/page";

describe("assets", () => {
  it("fails with 'The loading of {url} failed' and can be retried", async () => {
    expect(assetLoadFailed("/a.js")).toBe("The loading of /a.js failed");
    const loading = loadJS("/web/assets/missing.js");
    await expect(loading).rejects.toThrowError("The loading of /web/assets/missing.js failed");
    await loading.catch((e) => expect(e).toBeInstanceOf(AssetsLoadingError));
    // Not cached after a failure: a second try adds a new element.
    await loadJS("/web/assets/missing.js").catch(() => {});
    expect(document.head.querySelectorAll("script[src='/web/assets/missing.js']")).toHaveLength(2);
  });

  it("asks for a URL once while it loads", async () => {
    const first = loadCSS("/web/assets/site.css");
    const second = loadCSS("/web/assets/site.css");
    expect(first).toBe(second);
    expect(document.head.querySelectorAll("link[href='/web/assets/site.css']")).toHaveLength(1);
    await expect(first).rejects.toThrowError("The loading of /web/assets/site.css failed");
  });
});

describe("named bundles", () => {
  it("ask ir.ui.view render_public_asset with the user's context (its language) and load what it lists", async () => {
    const rpc = vi.fn(async () => '<link rel="stylesheet" href="/web/assets/fr_bundle.css"/><script src="/web/assets/fr_bundle.js"></script>');
    const session = { prefix: "", qwebHash: "1", user_context: { lang: "fr_BE", tz: "Europe/Brussels", uid: 7 } };
    const assets = createAssets(rpc as never, session as never);
    await assets.loadBundle("web.assets_frontend_lazy").catch(() => {});
    expect(rpc).toHaveBeenCalledWith("/web/dataset/call_kw/ir.ui.view/render_public_asset", {
      model: "ir.ui.view",
      method: "render_public_asset",
      args: ["web.assets_frontend_lazy"],
      kwargs: { context: { lang: "fr_BE", tz: "Europe/Brussels", uid: 7 } },
    });
    expect(document.head.querySelector("link[href='/web/assets/fr_bundle.css']")).not.toBeNull();
    expect(document.head.querySelector("script[src='/web/assets/fr_bundle.js']")).not.toBeNull();
  });
});

describe("page", () => {
  it("derives the main object from data-main-object='model(id,...)' and the view id from the dataset", () => {
    expect(parseMainObject("blog.post(42,)")).toEqual({ model: "blog.post", id: 42 });
    expect(parseMainObject("website.page(5, 'x')")).toEqual({ model: "website.page", id: 5 });
    expect(parseMainObject("garbage")).toBeNull();
    expect(parseMainObject(undefined)).toBeNull();
    const html = document.documentElement;
    html.dataset.mainObject = "product.template(9,)";
    html.dataset.viewid = "17";
    html.setAttribute("lang", "fr-FR");
    expect(readPage()).toMatchObject({ mainObject: { model: "product.template", id: 9 }, viewId: 17, lang: "fr_FR" });
    delete html.dataset.mainObject;
    delete html.dataset.viewid;
    expect(readPage()).toMatchObject({ mainObject: null, viewId: null });
  });
});
