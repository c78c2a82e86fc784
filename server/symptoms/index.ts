import { compileModel, type Model } from './engine';
import { KNOWLEDGE_BASE } from './knowledge-base';

let model: Model | null = null;

/** The engine's model of the clinic's knowledge base, compiled on first use. */
export function symptomModel(): Model {
  model ??= compileModel(KNOWLEDGE_BASE);
  return model;
}
