const KEEP = { __html: '' };

/**
 * Stands, in the prerendered page's script only, for a landing section whose content is fixed (no
 * settings, no state): Preact hydrates an element given inner HTML without walking or changing its
 * children, so the prerendered section stays exactly as the HTML has it and costs the script
 * nothing (hydrating every section is a 0.6-1.4 s task in Lighthouse's mobile run here). Never
 * rendered where no prerendered HTML is underneath.
 */
export function KeptSection() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, and never applied while hydrating
  return <section dangerouslySetInnerHTML={KEEP} />;
}
