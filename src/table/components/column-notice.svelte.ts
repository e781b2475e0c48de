/**
 * What the column part says (issue 44 items 2 and 4): the text of its live
 * region (ColumnTools.svelte), set after each move, hide, show and fit.
 * The same text twice is still said: a no-break space tells the two apart.
 */
export class ColumnNotice {
  said = $state('');
  #flip = false;

  tell(text: string): void {
    this.#flip = !this.#flip;
    this.said = this.#flip ? `${text}\u00a0` : text;
  }
}
