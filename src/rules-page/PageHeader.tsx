// The header of the Rules and Examples pages, shaped like the game's own bar, with the way back to the table.

/** The page's header, as the game's: the name, what this page is, and the way back to the table. */
export function PageHeader({ page }: { page: string }) {
  return (
    <header class="page-header">
      <span class="page-title">
        <span class="brand">Crescent</span>
        <span class="page-name">{page}</span>
      </span>
      <a class="button" href="./">
        Back to the game
      </a>
    </header>
  );
}
