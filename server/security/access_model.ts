// The platform's access model, declared in this one place for every model call_kw reaches:
// which operations each user type may do (access rights), which records it reaches (record
// rules), which fields it may read or write, which model methods (models/*.ts) it may call, what
// no one may call from the web, and the numbers checked by the bounds validator. Admins may do
// every operation on every record; secret fields are never read or written through call_kw by
// anyone. A model or method missing here is refused to everyone but admins.
import type { Row, Store } from "../store";
import { AMOUNT, QUANTITY, type Bounds } from "./bounds";
import { commercialPartnerId, userTypeOf, type UserType } from "./user_type";

export type Operation = "read" | "write" | "create" | "unlink";

export interface RuleContext {
  store: Store;
  user: Row | null;
  operation: Operation;
}

/** A record rule: whether the caller reaches this record for the operation. */
export type RecordRule = (record: Row, ctx: RuleContext) => boolean;

export interface FieldAccess {
  read?: readonly string[];
  write?: readonly string[];
}

export interface ModelAccess {
  /** The model's name in access errors ('Sales Order'). */
  label: string;
  /** Generic operations (read, write, create, unlink) per user type; admins have them all. */
  operations?: Partial<Record<UserType, readonly Operation[]>>;
  /** Record rules per user type; a type without one reaches every record. */
  rules?: Partial<Record<UserType, RecordRule>>;
  /** Fields per user type; a type without a list reads or writes every field but the secret ones. */
  fields?: Partial<Record<UserType, FieldAccess>>;
  /** Never read nor written through call_kw, by anyone. */
  secret?: readonly string[];
  /** Methods of models/*.ts callable through call_kw, and by whom (admins always). */
  methods?: Record<string, readonly UserType[]>;
  /** Generic methods nobody may call through call_kw: the model has its own way. */
  notForWeb?: readonly string[];
  /** Numeric fields checked by the bounds validator on create and write. */
  numbers?: Record<string, Bounds>;
}

export const EVERYONE: readonly UserType[] = ["public", "portal", "internal", "admin"];
export const SIGNED_IN: readonly UserType[] = ["portal", "internal", "admin"];
export const EMPLOYEES: readonly UserType[] = ["internal", "admin"];
const READ: readonly Operation[] = ["read"];
const EDIT: readonly Operation[] = ["read", "write", "create"];

// ---- record rules --------------------------------------------------------------------------

const idOf = (value: unknown): number | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return typeof id === "number" ? id : null;
};

/** Records of the caller's own commercial partner (documents: partner_id; contacts: the id). */
const ownCustomer =
  (field: "partner_id" | "id"): RecordRule =>
  (record, { store, user }) => {
    if (!user) return false;
    const mine = commercialPartnerId(store, user.partner_id);
    return mine !== null && commercialPartnerId(store, idOf(record[field])) === mine;
  };

/** Records whose `field` names the caller's user. */
const ownedBy =
  (field: string): RecordRule =>
  (record, { user }) =>
    Boolean(user) && idOf(record[field]) === user!.id;

/** Records whose parent (`field` → `model`) the caller reaches by that model's rule. */
const throughParent =
  (model: string, field: string): RecordRule =>
  (record, ctx) => {
    const id = idOf(record[field]);
    const parent = id === null ? undefined : ctx.store.get(model, id);
    return Boolean(parent) && passesRule(model, parent!, { ...ctx, operation: "read" });
  };

const published: RecordRule = (record) => Boolean(record.is_published ?? record.website_published);

/** Messages on a document the caller reads, and never internal ones. */
const portalMessage: RecordRule = (message, ctx) => {
  if (message.is_internal || typeof message.model !== "string" || !(message.model in MODEL_ACCESS)) return false;
  const document = ctx.store.get(message.model, Number(message.res_id));
  return Boolean(document) && operationsOf(message.model, userTypeOf(ctx.user)).includes("read") && passesRule(message.model, document!, { ...ctx, operation: "read" });
};

/** Internal users read every user and write only themselves. */
const readAllWriteOwn: RecordRule = (record, ctx) => ctx.operation === "read" || ownedBy("id")(record, ctx);

// ---- fields --------------------------------------------------------------------------------

/** What a customer may see and change of their own user: never groups, admin flags, login or password. */
export const USER_SAFE_FIELDS = ["name", "email", "phone", "commercial_company_name", "signature", "partner_id", "lang", "tz", "display_name"] as const;
export const USER_WRITABLE_FIELDS = ["name", "email", "signature", "lang", "tz"] as const;
const PARTNER_WRITABLE_FIELDS = ["name", "email", "phone", "street", "street2", "city", "zip", "country_id", "state_id", "vat", "company_name"] as const;
const PUBLISHED_PARTNER_FIELDS = ["name", "display_name", "city", "country_id", "website", "is_published"] as const;
const API_KEY_FIELDS = ["name", "scope", "create_date", "user_id"] as const;
const TOTP_WIZARD_FIELDS = ["qrcode", "url", "secret", "code", "user_id"] as const;

// ---- the declarations ----------------------------------------------------------------------

export const MODEL_ACCESS: Record<string, ModelAccess> = {
  "res.partner": {
    label: "Contact",
    operations: { public: READ, portal: ["read", "write"], internal: EDIT },
    rules: { public: published, portal: ownCustomer("id") },
    fields: { public: { read: PUBLISHED_PARTNER_FIELDS }, portal: { write: PARTNER_WRITABLE_FIELDS } },
  },
  "res.users": {
    label: "User",
    operations: { portal: ["read", "write"], internal: ["read", "write"] },
    rules: { portal: ownedBy("id"), internal: readAllWriteOwn },
    fields: { portal: { read: USER_SAFE_FIELDS, write: USER_WRITABLE_FIELDS }, internal: { write: USER_WRITABLE_FIELDS } },
    secret: ["password", "totp_secret"],
    methods: { has_group: EVERYONE, api_key_wizard: SIGNED_IN, action_totp_enable_wizard: SIGNED_IN, action_totp_disable: SIGNED_IN, revoke_all_devices: SIGNED_IN },
    notForWeb: ["create", "unlink"],
  },
  "res.users.apikeys": {
    label: "Users API Keys",
    operations: { portal: READ, internal: READ },
    rules: { portal: ownedBy("user_id"), internal: ownedBy("user_id") },
    fields: { portal: { read: API_KEY_FIELDS }, internal: { read: API_KEY_FIELDS } },
    secret: ["key_hash"],
    methods: { remove: SIGNED_IN },
    notForWeb: ["create", "write", "unlink"],
  },
  "res.users.apikeys.description": {
    label: "API Key Description",
    operations: { portal: ["read", "create"], internal: ["read", "create"] },
    // Employees read every link (no rule for them on the platform); portal users their own.
    rules: { portal: ownedBy("create_uid") },
    fields: { portal: { write: ["name"] }, internal: { write: ["name"] } },
    methods: { make_key: SIGNED_IN },
  },
  "res.users.identitycheck": {
    label: "Password Check",
    secret: ["password"],
    methods: { write: SIGNED_IN, run_check: SIGNED_IN },
  },
  "res.country": { label: "Country", operations: { public: READ, portal: READ, internal: READ } },
  "res.country.state": { label: "Country state", operations: { public: READ, portal: READ, internal: READ } },
  "sale.order": {
    label: "Sales Order",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: ownCustomer("partner_id") },
  },
  "sale.order.line": {
    label: "Sales Order Line",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: throughParent("sale.order", "order_id") },
    numbers: { product_uom_qty: QUANTITY, price_unit: AMOUNT },
  },
  "sale.order.option": {
    label: "Sale Options",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: throughParent("sale.order", "order_id") },
    numbers: { quantity: QUANTITY, price_unit: AMOUNT },
  },
  "account.move": {
    label: "Journal Entry",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: ownCustomer("partner_id") },
    numbers: { amount_total: AMOUNT, amount_residual: AMOUNT },
  },
  "purchase.order": {
    label: "Purchase Order",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: ownCustomer("partner_id") },
  },
  "purchase.order.line": {
    label: "Purchase Order Line",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: throughParent("purchase.order", "order_id") },
    numbers: { product_qty: QUANTITY, price_unit: AMOUNT },
  },
  "project.project": {
    label: "Project",
    operations: { portal: READ, internal: EDIT },
    rules: { portal: ownCustomer("partner_id") },
  },
  "rating.rating": {
    label: "Rating",
    operations: { portal: READ, internal: READ },
    rules: { portal: throughParent("project.project", "project_id") },
  },
  "mail.message": {
    label: "Message",
    operations: { portal: READ, internal: READ },
    rules: { portal: portalMessage },
  },
  "crm.lead": { label: "Lead/Opportunity", operations: { internal: EDIT } },
  "ir.ui.view": { label: "View", operations: { internal: READ }, methods: { render_public_asset: EVERYONE, check_access_rights: EVERYONE } },
  "ir.ui.menu": { label: "Menu", methods: { load_menus_root: EMPLOYEES } },
  "ir.rule": { label: "Record Rule", methods: { check_access_rights: EVERYONE } },
  "ir.model.access": { label: "Model Access", methods: { check_access_rights: EVERYONE } },
  "ir.attachment": { label: "Attachment", methods: { regenerate_assets_bundles: ["admin"] } },
  "ir.profile": { label: "Profile", methods: { set_profiling: EVERYONE } },
  // ---- two-factor authentication, marketing (spec 3 §7) ----
  "auth_totp.wizard": {
    label: "Two-Factor Setup Wizard",
    operations: { portal: ["read", "write"], internal: ["read", "write"] },
    rules: { portal: ownedBy("user_id"), internal: ownedBy("user_id") },
    fields: { portal: { read: TOTP_WIZARD_FIELDS, write: ["code"] }, internal: { read: TOTP_WIZARD_FIELDS, write: ["code"] } },
    methods: { enable: SIGNED_IN },
    notForWeb: ["create", "unlink"],
  },
  "auth_totp.device": {
    label: "Trusted Device",
    operations: { portal: READ, internal: READ },
    rules: { portal: ownedBy("user_id"), internal: ownedBy("user_id") },
    methods: { remove: SIGNED_IN },
    notForWeb: ["create", "write", "unlink"],
  },
  "utm.campaign": { label: "UTM Campaign", operations: { portal: ["read", "create"], internal: EDIT }, fields: { portal: { write: ["name", "is_auto_campaign"] } } },
  "utm.medium": { label: "UTM Medium", operations: { portal: ["read", "create"], internal: EDIT }, fields: { portal: { write: ["name"] } } },
  "utm.source": { label: "UTM Source", operations: { portal: ["read", "create"], internal: EDIT }, fields: { portal: { write: ["name"] } } },
  "link.tracker": {
    label: "Link Tracker",
    operations: { portal: READ, internal: READ },
    // Employees read every link (no rule for them on the platform); portal users their own.
    rules: { portal: ownedBy("create_uid") },
  },
  "link.tracker.click": {
    label: "Link Tracker Click",
    operations: { portal: READ, internal: READ },
    rules: { portal: throughParent("link.tracker", "link_id") },
    methods: { read_group: SIGNED_IN },
  },
  "islands.fault": { label: "Fault (test hook)", methods: { raise: EVERYONE } },
  // Shop extras: reached through their own routes only (server/shop_extras/), which keep each
  // visitor to their own wishes; the session id of anonymous wishes is never shown.
  "product.wishlist": { label: "Product Wishlist", operations: { internal: ["read"] }, secret: ["sid"] },
  "product.stock": { label: "Product Stock", operations: { internal: ["read"] } },
  "product.stock.notification": { label: "Stock Notification", secret: ["sid"] },
};

// ---- reading the declarations --------------------------------------------------------------

export const ALL_OPERATIONS: readonly Operation[] = ["read", "write", "create", "unlink"];

export function operationsOf(model: string, type: UserType): readonly Operation[] {
  if (type === "admin") return ALL_OPERATIONS;
  return MODEL_ACCESS[model]?.operations?.[type] ?? [];
}

/** Whether a record passes the caller's record rule on `model` (admins and rule-less types: yes). */
export function passesRule(model: string, record: Row, ctx: RuleContext): boolean {
  const type = userTypeOf(ctx.user);
  if (type === "admin") return true;
  const rule = MODEL_ACCESS[model]?.rules?.[type];
  return rule ? rule(record, ctx) : true;
}

/** Whether the caller may call a method of models/*.ts through call_kw. */
export function mayCallMethod(model: string, method: string, type: UserType): boolean {
  return type === "admin" || Boolean(MODEL_ACCESS[model]?.methods?.[method]?.includes(type));
}

/** The caller reads `record` of `model`: access right and record rule. */
export function mayRead(store: Store, user: Row | null, model: string, record: Row): boolean {
  return operationsOf(model, userTypeOf(user)).includes("read") && passesRule(model, record, { store, user, operation: "read" });
}
