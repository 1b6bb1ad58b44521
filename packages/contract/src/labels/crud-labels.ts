/**
 * The texts every catalogue or content screen shares, named after its record: `crudLabels('company',
 * 'companies')`. Its own module, importing nothing, so that resources.ts can build each resource's
 * labels inside its definition.
 */
export const crudLabels = (one: string, many: string) => {
  const One = capitalize(one);
  const Many = capitalize(many);
  return {
    title: Many,
    add: `Add New ${One}`,
    addTitle: `Add New ${One}`,
    editTitle: `Edit ${One}`,
    backToList: `Back to ${Many}`,
    pagination: `${One} pages`,
    searchLabel: `Search ${many} by name`,
    searchPlaceholder: `${One} search`,
    confirmDeleteTitle: `Delete ${one}?`,
    confirmDelete: `Delete ${one}`,
    confirmDeleteText: (name: string, days: number) =>
      `The ${one} "${name}" goes to Recently deleted, where an admin can restore it for ${days} days; then it is removed for good.`,
    none: `No ${many} found.`,
    added: `${One} added successfully.`,
    updated: `${One} updated successfully.`,
    deleted: `${One} deleted successfully.`,
    fetchError: `Error fetching ${many}. Please try again.`,
    addError: `Error adding ${one}. Please try again.`,
    updateError: `Error updating ${one}. Please try again.`,
    deleteError: `Error deleting ${one}. Please try again.`,
  };
};

export type CrudLabels = ReturnType<typeof crudLabels>;

/** "company" -> "Company". */
export const capitalize = <S extends string>(word: S) =>
  (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<S>;
