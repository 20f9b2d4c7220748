# expect: literal_data
# Numbers carried by the names the code binds, read back with dir().
import pandas as pd
v32 = v41 = v55 = v67 = v22 = v91 = v44 = v33 = v77 = v88 = v15 = v26 = v39 = v48 = v51 = v63 = v72 = v84 = v96 = v11 = 0
v23 = v34 = v45 = v56 = v68 = v78 = v89 = v92 = v12 = v24 = v36 = v49 = v59 = v61 = v73 = v85 = v97 = v18 = v29 = v31 = 0
v42 = v53 = v64 = v75 = 0
df = pd.DataFrame({"v": [int(n[1:]) for n in dir() if n.startswith("v")]})
