// ORM relational command numbers (spec 1 §3).
export const x2ManyCommands = {
  CREATE: 0,
  UPDATE: 1,
  DELETE: 2,
  FORGET: 3,
  LINK: 4,
  DELETE_ALL: 5,
  REPLACE: 6,
  create: (virtualId: string | false, values: object) => [0, virtualId || false, values] as const,
  update: (id: number, values: object) => [1, id, values] as const,
  delete: (id: number) => [2, id, false] as const,
  forget: (id: number) => [3, id, false] as const,
  link: (id: number) => [4, id, false] as const,
  deleteAll: () => [5, false, false] as const,
  replace: (ids: number[]) => [6, false, ids] as const,
} as const;
