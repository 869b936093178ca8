// The ontology store: instances, their classes and values, the class closure, the change log, and
// the write pipeline every writer goes through (set_data, imports, definitions, reverts), with the
// hooks areas register on it. Other areas use it through this file only.
export { registerWriteHook, type CommittedWrite, type WriteHook, type WriteKind } from './writeHooks';
export { afterWrite, newWriteRecorder, writeOntology, type WriteRecorder } from './writeTransaction';
export { appendChangeLog, type ChangeEntry, type DeletedSnapshot } from './changeLog';
export { rewriteClosure } from './classClosureStore';
export { loadInstanceInfo, type InstanceInfo } from './dataPageLoader';
export { readData } from './dataReader';
export { wireValue } from './dataRowsPresenter';
export { resolveCondition, type ResolvedFilter } from './filterCompiler';
export { filterSql } from './filterSql';
export { likePattern } from './filterValues';
export { linkCaptions } from './linkCaptions';
export { assertClassesExist, intrinsicOf, loadKnownProperties, loadProperties, propertyCaption, resolvePropRef, type PropertyDef } from './propertyCatalog';
export { assertClassReadable, callerKind, instanceAccess, unreadableClasses } from './readAccess';
export { requiredMessage } from './requiredFields';
export { resolveProp, type ResolvedProp } from './resolvedProp';
export { runSetDataCommand } from './setDataCommand';
export { applyNew, applyValueItem } from './setItemOps';
export { ITEM_MESSAGES, assertCardinalityBounds, type WriteEnv } from './setItemValidation';
export { asDayValue, coerceValue, isValidDate, parseDateTime, type ValueType } from './valueCoercion';
export { flushWriteState } from './writeFlush';
export { BUILT_IN_IDS, assertMayCreateIn, assertMayTouchClasses, assertMayWriteData, assertMayWriteProperty, writeRightsOf } from './writePolicy';
export { preloadForItems } from './writePreload';
export { RIGHTS_MESSAGES } from './writeRights';
export { WriteState } from './writeState';
export { WriteStateLoader } from './writeStateLoader';
export { loadDerivedValues } from './derivedValuesReader';
export { ALL_MEMBERSHIP_SOURCES, classMembersSql, instanceClassIdsSql, isClassMemberSql, isMemberOfClassesSql, loadClassesUnder, loadMembershipSources, type MembershipSources, loadClassesWithAncestors, loadInstanceClasses, loadMembersAmong, type InstanceClassRow, type MembershipSource } from './classMembers';
