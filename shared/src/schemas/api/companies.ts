import * as z from 'zod/mini';
import { messages } from '../messages';
import { LIMITS, emailAddress, entityId, inCents, isCalendarDate, requiredName, requiredText, plainPaging, plainSearch } from '../primitives';
import { msg } from '../../i18n/translate';

/**
 * Companies buy together (docs/companies.md): a company's account, its ship-to locations, its
 * members with a company role and spending limits, invitations, approvals, credit terms and
 * invoices with their payments. The API enforces every rule; the pages offer what it allows.
 */

export const COMPANY_ROLES = ['company_admin', 'approver', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What each role is called on every page and e-mail. */
export const COMPANY_ROLE_LABEL: Record<CompanyRole, string> = {
  company_admin: msg('Company admin'),
  approver: msg('Approver'),
  buyer: msg('Buyer'),
};

export const PAYMENT_TERMS = ['prepaid', 'net15', 'net30', 'net60'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** What terms are called: on checkout ("On account (NET 30)"), invoices and the admin's form. */
export const PAYMENT_TERMS_LABEL: Record<PaymentTerms, string> = {
  prepaid: msg('Prepaid'),
  net15: msg('NET 15'),
  net30: msg('NET 30'),
  net60: msg('NET 60'),
};

/** Days from an invoice's issue to its due date. */
export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = { prepaid: 0, net15: 15, net30: 30, net60: 60 };

/** How long an invitation's link works, and how long an order waits for a decision before it is cancelled. */
export const INVITATION_DAYS = 7;
export const APPROVAL_DAYS = 7;

export const COMPANY_LIMITS = { name: 120, taxNumber: 40, billingAddress: 500, locationName: 80, reference: 80, reason: 500 } as const;

export const companyMessages = {
  nameRequired: msg('Enter the company’s name.'),
  nameTaken: msg('A company with this name already exists.'),
  locationNameRequired: msg('Name the location, such as “Gazipur plant”.'),
  locationNameTaken: msg('The company already has a location with this name.'),
  addressRequired: msg('Enter the location’s address.'),
  roleInvalid: msg('Choose Company admin, Approver or Buyer.'),
  termsInvalid: msg('Choose Prepaid, NET 15, NET 30 or NET 60.'),
  limitInvalid: msg('A limit is an amount of 0 or more, or empty for no limit.'),
  limitCents: msg('A limit has at most 2 decimals.'),
  monthlyBelowOrder: msg('The limit per month cannot be less than the limit per order.'),
  limitsBuyersOnly: msg('Only buyers have spending limits: leave the limits empty for this role.'),
  creditLimitInvalid: msg('The credit limit is an amount of 0 or more.'),
  alreadyMember: msg('This account already belongs to a company.'),
  invitationUnknown: msg('This invitation link is not valid. Ask your company admin for a new one.'),
  invitationExpired: msg('This invitation has expired. Ask your company admin for a new one.'),
  invitationUsed: msg('This invitation has already been used.'),
  invitationWrongAddress: msg('This invitation was sent to another e-mail address. Sign in with that address to accept it.'),
  lastAdmin: msg('A company keeps at least one company admin.'),
  notMember: msg('Only members of the company may do this.'),
  companyAdminOnly: msg('Only a company admin may do this.'),
  invoicesRestricted: msg('Only a company admin or an approver may see the company’s invoices.'),
  approverOnly: msg('Only an approver or a company admin of the company may decide on this order.'),
  rejectReasonRequired: msg('Say why the order is rejected.'),
  locationRequired: msg('Choose the location to ship to.'),
  poReferenceRequired: msg('Your company asks for a PO reference with every order.'),
  notAwaiting: msg('This order is not awaiting approval.'),
  notOnHold: msg('This order is not on hold.'),
  paymentAmountInvalid: msg('Enter the amount paid: more than 0.'),
  paymentTooMuch: msg('The payment is more than the invoice’s open amount.'),
  paymentAmountCents: msg('Enter the amount with at most 2 decimals.'),
  paymentDateInvalid: msg('Enter the date of the payment.'),
  paymentDateFuture: msg('The payment date cannot be later than today.'),
  invoicePaid: msg('This invoice is already paid.'),
} as const;

/** Why an unverified address cannot join yet, and how to verify it (My Profile sends the link and checks it). */
export const verifyBeforeJoining = (companyName: string): string =>
  `To join ${companyName}, verify your e-mail address first: on My Profile choose “Verify your e-mail”, open the link we send you, ` +
  'choose “I have opened the link”, then open this invitation again.';

/** A money amount of 0 or more (JSON number, 2 decimals stored). */
const amount = (error: string) => z.number({ error }).check(z.minimum(0, { error }), z.maximum(LIMITS.maxPrice, { error }));
/** A spending limit: an amount in whole cents, or null for none. */
const limit = () => z.nullable(amount(companyMessages.limitInvalid).check(z.multipleOf(0.01, { error: companyMessages.limitCents })));

const companyRole = () => z.enum(COMPANY_ROLES, { error: companyMessages.roleInvalid });
const paymentTerms = () => z.enum(PAYMENT_TERMS, { error: companyMessages.termsInvalid });

/** The company's own details, editable by its company admins (PUT /company). */
export const companyDetailsBody = z.object({
  name: requiredName(companyMessages.nameRequired, COMPANY_LIMITS.name),
  taxNumber: z.optional(z.string().check(z.trim(), z.maxLength(COMPANY_LIMITS.taxNumber, { error: messages.tooLong }))),
  billingAddress: z.optional(z.string().check(z.trim(), z.maxLength(COMPANY_LIMITS.billingAddress, { error: messages.tooLong }))),
});

/** A ship-to location (POST /company/locations, PUT /company/locations/:id). */
export const locationBody = z.object({
  name: requiredText(companyMessages.locationNameRequired, COMPANY_LIMITS.locationName),
  address: requiredText(companyMessages.addressRequired, COMPANY_LIMITS.billingAddress),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.phone, { error: messages.tooLong }))),
});

/**
 * An invitation to join with a role (POST /company/invitations); a buyer's may carry their spending
 * limits (left out or null: none), which they have from the moment they join.
 */
export const invitationBody = z
  .object({ email: emailAddress(), role: companyRole(), orderLimit: z.optional(limit()), monthlyLimit: z.optional(limit()) })
  .check(
    z.refine((v) => v.role === 'buyer' || v.orderLimit == null, { error: companyMessages.limitsBuyersOnly, path: ['orderLimit'] }),
    z.refine((v) => v.role === 'buyer' || v.monthlyLimit == null, { error: companyMessages.limitsBuyersOnly, path: ['monthlyLimit'] }),
    z.refine((v) => v.orderLimit == null || v.monthlyLimit == null || v.monthlyLimit >= v.orderLimit, {
      error: companyMessages.monthlyBelowOrder,
      path: ['monthlyLimit'],
    }),
  );

/** A member's role and limits (PATCH /company/members/:id); what is left out stays. */
export const memberBody = z.object({
  role: z.optional(companyRole()),
  orderLimit: z.optional(limit()),
  monthlyLimit: z.optional(limit()),
});

/** Accepting an invitation (POST /company/invitations/accept): the token of its link. */
export const acceptInvitationBody = z.object({ token: z.string().check(z.trim(), z.minLength(16), z.maxLength(200)) });

/** Rejecting an order awaiting approval: why (required). Approving takes no body. */
export const rejectOrderBody = z.object({ reason: requiredText(companyMessages.rejectReasonRequired, COMPANY_LIMITS.reason) });

/** The storefront admin's company form (POST /companies, PUT /companies/:id). */
export const adminCompanyBody = z.object({
  name: requiredName(companyMessages.nameRequired, COMPANY_LIMITS.name),
  taxNumber: z.optional(z.string().check(z.trim(), z.maxLength(COMPANY_LIMITS.taxNumber, { error: messages.tooLong }))),
  billingAddress: z.optional(z.string().check(z.trim(), z.maxLength(COMPANY_LIMITS.billingAddress, { error: messages.tooLong }))),
  paymentTerms: z.optional(paymentTerms()),
  creditLimit: z.optional(amount(companyMessages.creditLimitInvalid)),
  poRequired: z.optional(z.boolean()),
  /** Creating only: the first company admin, invited by e-mail. */
  adminEmail: z.optional(emailAddress()),
});

/**
 * A payment against an invoice (POST /invoices/:number/payments), by the storefront's admin: in
 * whole cents (never rounded into another amount), on a real day; not a future one (the API checks
 * that in the store's time zone).
 */
export const paymentBody = z.object({
  amount: z
    .number({ error: companyMessages.paymentAmountInvalid })
    .check(
      z.positive({ error: companyMessages.paymentAmountInvalid }),
      z.maximum(LIMITS.maxPrice, { error: companyMessages.paymentAmountInvalid }),
      z.refine(inCents, { error: companyMessages.paymentAmountCents }),
    ),
  paidOn: z.string({ error: companyMessages.paymentDateInvalid }).check(z.refine(isCalendarDate, { error: companyMessages.paymentDateInvalid })),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(COMPANY_LIMITS.reference, { error: messages.tooLong }))),
});

export const companiesQuery = z.object({
  q: plainSearch(),
  ...plainPaging,
});

export const invoicesQuery = z.object({
  status: z.optional(z.enum(['open', 'paid', 'overdue'])),
  ...plainPaging,
});

export const memberParams = z.object({ id: entityId() });

export type CompanyDetailsBody = z.infer<typeof companyDetailsBody>;
export type LocationBody = z.infer<typeof locationBody>;
export type InvitationBody = z.infer<typeof invitationBody>;
export type MemberBody = z.infer<typeof memberBody>;
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
export type RejectOrderBody = z.infer<typeof rejectOrderBody>;
export type AdminCompanyBody = z.infer<typeof adminCompanyBody>;
export type PaymentBody = z.infer<typeof paymentBody>;
export type CompaniesQuery = z.infer<typeof companiesQuery>;
export type InvoicesQuery = z.infer<typeof invoicesQuery>;

// What the API answers.

export interface CompanyLocation {
  _id: string;
  name: string;
  address: string;
  phone: string;
}

export interface CompanyMember {
  /** The member's account id. */
  _id: string;
  name: string;
  email: string;
  role: CompanyRole;
  /** Per order and per calendar month (store time zone); null: no limit. Only buyers are held to them. */
  orderLimit: number | null;
  monthlyLimit: number | null;
  /** What their orders this calendar month add up to (not cancelled). */
  spentThisMonth: number;
  joinedAt: string;
}

export interface CompanyInvitation {
  _id: string;
  email: string;
  role: CompanyRole;
  /** A buyer's limits from the moment they join (null: none). */
  orderLimit: number | null;
  monthlyLimit: number | null;
  invitedAt: string;
  expiresAt: string;
  status: 'waiting' | 'accepted' | 'expired';
}

/** What the storefront's terms and the company's invoices leave to spend on account. */
export interface CompanyCredit {
  terms: PaymentTerms;
  creditLimit: number;
  /** Open invoices' unpaid amounts. */
  openBalance: number;
  /** The open amount of invoices past their due date. */
  overdue: number;
  /** Orders placed but not invoiced yet (awaiting approval, on hold, pending). */
  unbilled: number;
  /** creditLimit − openBalance − unbilled, never below 0; 0 when prepaid. */
  available: number;
}

/** A company as its members see it (GET /company): the caller's membership with it. */
export interface Company {
  _id: string;
  name: string;
  taxNumber: string;
  billingAddress: string;
  paymentTerms: PaymentTerms;
  creditLimit: number;
  poRequired: boolean;
  locations: CompanyLocation[];
  /** The caller: their role and limits. */
  me: Pick<CompanyMember, 'role' | 'orderLimit' | 'monthlyLimit' | 'spentThisMonth'>;
  /** Company admins only (others get an empty list). */
  members: CompanyMember[];
  invitations: CompanyInvitation[];
}

/** One company in the storefront admin's list (GET /companies) and page (GET /companies/:id). */
export interface CompanySummary {
  _id: string;
  name: string;
  taxNumber: string;
  paymentTerms: PaymentTerms;
  creditLimit: number;
  poRequired: boolean;
  memberCount: number;
  openBalance: number;
  createdAt: string;
}

export interface CompanyAdminView extends CompanySummary {
  billingAddress: string;
  locations: CompanyLocation[];
  members: CompanyMember[];
  invitations: CompanyInvitation[];
  credit: CompanyCredit;
  /** The price list the company buys at (docs/prices-and-quotes.md), or null; the admin's company page shows it. */
  priceList?: { id: string; name: string } | null;
}

export type InvoiceStatus = 'open' | 'paid' | 'overdue';

/** What an invoice's status is called on every page (the account's Invoices, an order's page, the admin's). */
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = { open: msg('Open'), paid: msg('Paid'), overdue: msg('Overdue') };

export interface InvoicePayment {
  _id: string;
  amount: number;
  paidOn: string;
  reference: string;
  recordedAt: string;
}

/** An invoice with its terms and payments (company invoices, an order's page). */
export interface InvoiceSummary {
  number: string;
  orderNumber: string;
  issuedAt: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  terms: PaymentTerms;
  total: number;
  paid: number;
  status: InvoiceStatus;
  payments: InvoicePayment[];
}

/** GET /company/invoices: the company's invoices with its credit. */
export interface CompanyInvoices {
  credit: CompanyCredit;
  invoices: InvoiceSummary[];
  nextCursor: string | null;
}

/** GET /company/invitations/:token: what an invitation's link shows before it is accepted. */
export interface InvitationPreview {
  companyName: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
  status: 'waiting' | 'accepted' | 'expired';
}

/** What checkout reads of the buyer's company (part of GET /company), or null for a lone customer. */
export type CheckoutCompany = Pick<Company, '_id' | 'name' | 'paymentTerms' | 'poRequired' | 'locations' | 'me'> & { credit: Pick<CompanyCredit, 'available'> };
