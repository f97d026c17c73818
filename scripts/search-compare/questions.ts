// Question sets in either format: tests/search-queries.json ({queries: [{q, expect}]}) or
// tests/search/questions.json ([query, [routes], source]).
import fs from 'node:fs';

export interface Question {
  q: string;
  expect: string[];
}

export function loadQuestions(file: string): Question[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (Array.isArray(data)) return (data as [string, string[], string?][]).map(([q, expect]) => ({q, expect}));
  return (data as {queries: Question[]}).queries;
}
