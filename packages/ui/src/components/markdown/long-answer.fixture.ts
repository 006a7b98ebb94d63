/** A long answer of the kinds a model writes: headings, lists, code, a table, math, a quote. */
export const longAnswer = `# Sorting, compared

Here is how the three classic sorts compare, with **code**, a table and the maths.

## Merge sort

1. Split the list in half.
2. Sort each half.
3. Merge the two halves.

\`\`\`ts
export function mergeSort(items: number[]): number[] {
  if (items.length < 2) return items
  const middle = Math.floor(items.length / 2)
  return merge(mergeSort(items.slice(0, middle)), mergeSort(items.slice(middle)))
}
\`\`\`

| Algorithm | Best | Worst | Stable |
| --- | --- | --- | --- |
| Merge sort | $n \\log n$ | $n \\log n$ | yes |
| Quick sort | $n \\log n$ | $n^2$ | no |
| Insertion sort | $n$ | $n^2$ | yes |

The number of comparisons of merge sort is bounded by

$$
T(n) = 2T\\left(\\frac{n}{2}\\right) + n = O(n \\log n)
$$

> Quick sort is usually the fastest in practice, thanks to its cache-friendly partitioning.

- *Insertion sort* wins on tiny or nearly sorted lists.
- *Merge sort* is the safe choice when stability matters.

\`\`\`python
def insertion_sort(items):
    for i in range(1, len(items)):
        j = i
        while j > 0 and items[j - 1] > items[j]:
            items[j - 1], items[j] = items[j], items[j - 1]
            j -= 1
    return items
\`\`\`

That is all: pick by the data you have.
`
