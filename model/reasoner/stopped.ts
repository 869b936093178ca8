/** Thrown out of classify() when control.shouldStop() answers true between rounds of rule applications. */
export class ReasonerStopped extends Error {
  constructor() {
    super('reasoner stopped');
    this.name = 'ReasonerStopped';
  }
}
