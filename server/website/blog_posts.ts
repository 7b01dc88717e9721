// The bodies of the seeded blog posts (fixtures/seed/blog.post.json), as the blog post page shows
// them under their titles: a lead and the article's HTML.
export interface BlogPostBody {
  lead: string;
  html: string;
}

const BODIES: Record<number, BlogPostBody> = {
  1: {
    lead: "Three weeks in the canyons of northern Mexico, on foot and by train.",
    html: `<p>The Sierra Tarahumara is a section of the Sierra Madre Occidental, home to the Rarámuri people. We walked from Creel to Batopilas over eight days.</p>
<p>The canyons are deeper than the Grand Canyon in places, and the nights are cold even in spring. Bring layers.</p>
<h2 class="h5 mt-4">Getting there</h2>
<p>The Chepe train runs from Chihuahua to Los Mochis and stops at Creel. Book a seat on the right-hand side for the best views of the Barrancas.</p>
<p>From Creel, local buses reach the trailheads. Walking guides from the villages know the paths and the springs; hiring one helps the community.</p>
<h2 class="h5 mt-4">What to carry</h2>
<p>Water filters, a warm sleeping bag, sun protection and cash: there are no card terminals below the rim. Most villages sell tortillas, beans and coffee.</p>
<p>The descent to Batopilas drops more than 1,800 metres in a day. Good shoes matter more than anything else in the bag.</p>`,
  },
  2: {
    lead: "Clean optics, dry storage and a yearly collimation keep a telescope sharp for decades.",
    html: `<p>Dust on the main mirror costs less light than it seems: clean it only when it is visibly dull, with distilled water and no pressure.</p>
<p>Store the tube upright in a dry room, caps on, and let it come to the outside temperature for an hour before observing.</p>`,
  },
};

const EMPTY: BlogPostBody = { lead: "", html: "" };

export const blogPostBody = (id: number): BlogPostBody => BODIES[id] ?? EMPTY;
