-- A company admin may set a buyer's spending limits on the invitation itself (per order and per
-- calendar month; NULL: no limit), so the buyer is held to them from the moment they join:
-- accepting copies them onto the membership.
ALTER TABLE company_invitations ADD COLUMN order_limit numeric(16, 2) CHECK (order_limit >= 0);
ALTER TABLE company_invitations ADD COLUMN monthly_limit numeric(16, 2) CHECK (monthly_limit >= 0);
