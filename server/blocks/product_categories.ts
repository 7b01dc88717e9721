// The shop's public categories, which the seed's products do not carry: each published product
// template in one category, so the product list block can filter by category.
export const PRODUCT_CATEGORIES: { id: number; name: string; productIds: number[] }[] = [
  { id: 1, name: "Desks", productIds: [1, 4] },
  { id: 2, name: "Seating", productIds: [3] },
  { id: 3, name: "Storage", productIds: [5, 6] },
  { id: 4, name: "Accessories", productIds: [2] },
];

export const categoriesOf = (productId: number) => PRODUCT_CATEGORIES.filter((c) => c.productIds.includes(productId)).map((c) => c.id);
