// Text with the query's words wrapped in <mark>; React escapes every segment.
import { highlight } from "../highlight";

export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-ochre-100 px-0.5 text-inherit dark:bg-ochre-700 dark:text-white">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
