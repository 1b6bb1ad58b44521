-- The specification's fixed job titles become designations, once: an application's job title is a
-- designation, and the office edits or deletes these like any other (a title it deletes does not
-- come back). A title already there in any letter case is left as the office wrote it. Ids follow
-- the ObjectId layout (seconds, then random), as lib/object-id.ts makes them.
INSERT INTO "designations" ("id", "name")
SELECT lpad(to_hex(floor(extract(epoch FROM now()))::bigint), 8, '0') || substr(md5(random()::text || title), 1, 16), title
FROM unnest(ARRAY['Driving', 'Construction', 'Electrician', 'Holder', 'Housekeeping', 'Cleaner', 'Plumber',
  'Packaging', 'Cook', 'Restaurant', 'Manager', 'Supervisor', 'Worker', 'Caring Operator']) AS title
WHERE NOT EXISTS (SELECT 1 FROM "designations" WHERE lower("name") = lower(title));
