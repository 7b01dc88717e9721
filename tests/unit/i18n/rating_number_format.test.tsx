// The rating average in the page language's number format (issue 28): 3,83 on a French page, as
// the server renders it and as the island renders it through the localization service; 3.83 in
// English.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import ratingStats from "../../../islands/website/rating_stats";
import { localizationStore } from "../../../src/services/localization";
import { DEFAULT_LOCALIZATION } from "../../../src/core/l10n/localization";
import { serverLocalization } from "../../../server/website/server_translate";
import { startTestServer } from "../server_fetch";
import { flush, mountOn } from "../website/mount_helper";

afterEach(() => localizationStore.set(DEFAULT_LOCALIZATION));

const average = (html: string) => /class="display-6 o_rating_average">([^<]*)</.exec(html)?.[1];

describe("the rating average's number format", () => {
  it("is rendered by the server as 3.83 in English and 3,83 on the demo user's French page", async () => {
    const server = startTestServer();
    expect(average(await (await server.fetch("/website/blog")).text())).toBe("3.83");
    await server.login("demo", "demo");
    expect(average(await (await server.fetch("/website/blog")).text())).toBe("3,83");
  });

  it("is rendered by the island through the localization service: 4,50 in French", async () => {
    localizationStore.set(serverLocalization(process.cwd(), "fr_FR"));
    document.body.innerHTML = `<div class="o_website_rating_stats" data-rating-values="[5,4]"></div>`;
    const host = document.querySelector<HTMLElement>(".o_website_rating_stats")!;
    await act(async () => void (await mountOn(ratingStats, host)));
    await flush();
    expect(host.querySelector(".o_rating_average")!.textContent).toBe("4,50");
  });

  it("reads the French decimal point and thousands separator from the language's file", () => {
    const french = serverLocalization(process.cwd(), "fr_FR");
    expect([french.decimalPoint, french.thousandsSep, french.code]).toEqual([",", "\u202f", "fr_FR"]);
    expect(serverLocalization(process.cwd(), "xx_YY").decimalPoint).toBe(".");
  });
});

describe("the blog page's server-rendered texts", () => {
  it("are French on the demo user's page: rate, follow and publish buttons", async () => {
    const server = startTestServer();
    await server.login("demo", "demo");
    const french = await (await server.fetch("/website/blog")).text();
    expect(french).toContain("</i> Noter cet article</button>");
    expect(french).toMatch(/js_unfollow_btn[^"]*">Se désabonner</);
    expect(french).toMatch(/js_follow_btn[^"]*">S(&#39;|&#x27;|')abonner</);
    expect(french).not.toContain("Rate this post");
    const admin = startTestServer();
    await admin.login("admin", "admin");
    const english = await (await admin.fetch("/website/blog")).text();
    expect(english).toContain('<span class="css_publish">Unpublished</span><span class="css_unpublish">Published</span>');
  });
});
