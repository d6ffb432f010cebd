-- The storefront's tables. Quantities are whole numbers, money is numeric(14,2) (BDT by default).

CREATE TABLE meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id           uuid PRIMARY KEY,
  email        text NOT NULL UNIQUE CHECK (email = lower(email)),
  name         text NOT NULL DEFAULT '',
  role         text NOT NULL DEFAULT 'customer' CHECK (role IN ('admin', 'customer')),
  firebase_uid text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_role_idx ON users (role);

CREATE TABLE parts (
  id                 uuid PRIMARY KEY,
  -- insertion order: the home grid shows the oldest parts first
  seq                bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name               text NOT NULL,
  price              numeric(14, 2) NOT NULL CHECK (price > 0),
  description        text NOT NULL,
  min_order_quantity integer NOT NULL CHECK (min_order_quantity >= 1),
  -- the last line of defence against overselling
  available_quantity integer NOT NULL CHECK (available_quantity >= 0),
  img                text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- An order keeps the part's name and price as they were; it survives the part's deletion.
CREATE TABLE orders (
  id             uuid PRIMARY KEY,
  seq            bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  part_id        uuid NOT NULL,
  part_name      text NOT NULL,
  unit_price     numeric(14, 2) NOT NULL,
  total_price    numeric(16, 2) NOT NULL,
  user_id        uuid,
  name           text NOT NULL,
  email          text NOT NULL,
  address        text NOT NULL,
  phone          text NOT NULL,
  order_quantity integer NOT NULL CHECK (order_quantity >= 1),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'shipped', 'cancelled')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_email_idx ON orders (email, seq DESC);
CREATE INDEX orders_created_idx ON orders (created_at);
CREATE INDEX orders_part_idx ON orders (part_id);

CREATE TABLE reviews (
  id           uuid PRIMARY KEY,
  seq          bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  name         text NOT NULL,
  country      text NOT NULL,
  comment      text NOT NULL,
  img          text NOT NULL,
  rating       integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author_email text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  email      text PRIMARY KEY CHECK (email = lower(email)),
  name       text NOT NULL DEFAULT '',
  education  text NOT NULL DEFAULT '',
  phone      text NOT NULL DEFAULT '',
  location   text NOT NULL DEFAULT '',
  linkedin   text NOT NULL DEFAULT '',
  img        text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
