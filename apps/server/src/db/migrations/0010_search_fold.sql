-- The text an application search compares (decision 84): accents removed (NFD, then the combining
-- marks dropped: "José" -> "jose", "Nguyễn" -> "nguyen"), the Latin letters that have no
-- decomposition spelled out ("Łukasz" -> "lukasz", "Søren" -> "soren", "Straße" -> "strasse"),
-- then lower case. Every function in it is immutable, so it can compute a stored generated column
-- and an index. Built in on both engines (no unaccent extension, whose dictionary lookup is only
-- stable). Text that is all ASCII (as many bytes as characters) is only lower-cased: the rest
-- costs about 30 microseconds a call. Not STRICT, so that queries and the generated columns
-- inline the body rather than call a function.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value) ELSE lower(
      replace(replace(replace(replace(replace(replace(replace(replace(
        translate(
          regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g'),
          'ØøŁłĐđÐðĦħıŦŧŊŋĸĿŀ',
          'OoLlDdDdHhiTtNnkLl'
        ),
        'ß', 'ss'), 'ẞ', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Þ', 'th'), 'þ', 'th')
    ) END
  $$;
