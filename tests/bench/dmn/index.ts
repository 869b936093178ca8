import { benchDmnEvaluation } from './evaluation';
import { benchOverOntology } from './overOntology';

// `npm run bench -- dmn`: evaluation throughput on one core (./evaluation.ts), then a decision evaluated
// over the ontology's instances end to end — read, evaluate, write back (./overOntology.ts).
export async function benchDmn(): Promise<void> {
  await benchDmnEvaluation();
  await benchOverOntology();
}
