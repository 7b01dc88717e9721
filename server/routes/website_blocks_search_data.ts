// What the reference site's search bar finds: its pages, products and blog posts.
export interface Searchable {
  type: "pages" | "products" | "blogs";
  name: string;
  url: string;
  description: string;
  icon: string;
  image?: string;
  detail?: string;
  detailStrike?: string;
  detailExtra?: string;
  extraLink?: { label: string; url: string };
}

export const SEARCHABLES: Searchable[] = [
  { type: "pages", name: "Home", url: "/", description: "Server-rendered pages, brought to life by small islands.", icon: "fa-file-o" },
  { type: "pages", name: "Contact us", url: "/contactus", description: "Contact us about anything related to our company or services.", icon: "fa-file-o" },
  { type: "pages", name: "Talk to our team", url: "/blocks/form", description: "Tell us what you need and we call you back.", icon: "fa-file-o" },
  { type: "products", name: "Office Chair", url: "/shop/office-chair-12", description: "An ergonomic chair with adjustable height and lumbar support.", icon: "fa-shopping-cart", image: "/static/blocks/chair.svg", detail: "$ 120.00", detailStrike: "$ 150.00" },
  { type: "products", name: "Office Desk", url: "/shop/office-desk-13", description: "A large oak desk for two screens.", icon: "fa-shopping-cart", image: "/static/blocks/desk.svg", detail: "$ 450.00", detailExtra: "per unit" },
  { type: "products", name: "Desk Lamp", url: "/shop/desk-lamp-14", description: "A warm LED lamp that folds flat.", icon: "fa-shopping-cart", image: "/static/blocks/lamp.svg", detail: "$ 35.00" },
  { type: "products", name: "Storage Box", url: "/shop/storage-box-15", description: "Stackable boxes for the office.", icon: "fa-shopping-cart", image: "/static/blocks/box.svg", detail: "$ 15.00" },
  { type: "blogs", name: "Designing a quiet office", url: "/blog/our-news-1/designing-a-quiet-office-3", description: "How chairs, desks and lamps change the way a team works.", icon: "fa-rss", detail: "November 12, 2026", extraLink: { label: "Our News", url: "/blog/our-news-1" } },
  { type: "blogs", name: "Ten years of furniture", url: "/blog/our-news-1/ten-years-of-furniture-4", description: "What we learnt building office furniture.", icon: "fa-rss", detail: "October 3, 2026", extraLink: { label: "Our News", url: "/blog/our-news-1" } },
];
